import { describe, expect, it } from 'vitest';
import { lcaxProjectValidator } from './lcax-schema-validator';
import { writeLcaxProject } from './lcax-writer';
import { testExport } from './export-fixture.test-support';
import { METHODOLOGY_VERSION, WHOLE_LIFE_LABEL } from './results-export';

const data = testExport('=Design "A"');
const design = data.design;
const project = writeLcaxProject(data, { structureId: 7, designId: 9 });
const validate = lcaxProjectValidator();

describe('writeLcaxProject', () => {
  it('writes a project the LCAx 3.5 schema accepts', () => {
    const isValid = validate(project);
    expect(validate.errors ?? []).toEqual([]);
    expect(isValid).toBe(true);
  });

  it('is refused by the schema when a required field is missing or a module is unknown', () => {
    const { softwareInfo: _dropped, ...withoutSoftware } = project;
    expect(validate(withoutSoftware)).toBe(false);
    expect(validate({ ...project, lifeCycleModules: ['A1-A3'] })).toBe(false);
  });

  it("carries the export's GWP per module, the methodology and the LCI source", () => {
    const results = project.results as Record<string, Record<string, number | null>>;
    const a1a3 = data.rows.find((r) => r.indicatorId === 1 && r.module === 'A1-A3')!;
    expect(results.gwp!.a1a3).toBe(a1a3.design);
    expect(Object.keys(results.gwp!)).not.toContain(WHOLE_LIFE_LABEL);
    const meta = project.metaData as Record<string, unknown>;
    expect(meta.methodologyVersion).toBe(METHODOLOGY_VERSION);
    expect(meta.lciSource).toBe('Test source 1');
  });

  it('writes one assembly per component, with its quantity', () => {
    const assemblies = project.assemblies as { id: string; quantity: number }[];
    expect(assemblies.map((a) => a.id)).toEqual(design.masters.map((m) => m.designTemplateId));
    expect(assemblies.map((a) => a.quantity)).toEqual(design.masters.map((m) => m.quantity));
  });
});
