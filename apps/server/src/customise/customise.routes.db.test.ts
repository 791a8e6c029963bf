import { designTemplateSchema, templateSchema } from '@circa/contract/customise.schema';
import { messages } from '@circa/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-support/test-app';
import type { TestApp } from '../test-support/test-app';
import { demoLotId } from '../test-support/demo-lot';

let t: TestApp;
let builder: string;
let admin: string;
let lot: number;

beforeAll(async () => {
  t = await createTestApp({ withDemoDevelopment: true });
  builder = await t.signIn('builder@example.com');
  admin = await t.signIn('admin@example.com');
  lot = await demoLotId(t, builder, 'Lot 101');
});
afterAll(async () => t.close());

type Line = {
  Id: string;
  Name: string;
  TemplateId: string;
  Impact: number | null;
  Quantity: number;
  LockEdits: boolean;
  SortOrder: number;
  AttributeId: number;
};
const components = async (token = builder): Promise<Line[]> =>
  (await t.call('GET', `/api/customise?structureId=${lot}`, undefined, token)).json().Data
    .DesignTemplates;
const totalGwp = async () => (await components()).reduce((sum, c) => sum + (c.Impact ?? 0), 0);

describe('customise views', () => {
  it('lists components with quantity, unit and whole-life GWP from the engine, in five views', async () => {
    const response = (
      await t.call('GET', `/api/customise?structureId=${lot}`, undefined, builder)
    ).json().Data;
    expect(response.CustomiseViews.map((v: { SortOrder: number }) => v.SortOrder)).toEqual([
      1, 2, 3, 4, 5,
    ]);
    const lines = response.DesignTemplates.map((l: unknown) => designTemplateSchema.parse(l));
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.every((l: Line) => l.SortOrder >= 1 && l.SortOrder <= 5)).toBe(true);
    const slab = lines.find((l: Line) => l.TemplateId === 'slab-on-ground');
    expect(slab.Impact).toBeGreaterThan(0);
    expect(slab.Unit).toBe('m2');
  });

  it('changes a quantity: the component and the design GWP move with it', async () => {
    const slab = (await components()).find((c) => c.TemplateId === 'slab-on-ground')!;
    const before = await totalGwp();
    const response = await t.call(
      'POST',
      '/api/updateDesignTemplate/',
      {
        StructureId: lot,
        Id: slab.Id,
        TemplateId: slab.TemplateId,
        AttributeId: 0,
        Quantity: slab.Quantity * 2,
        AutoCalc: false,
      },
      builder,
    );
    expect(response.statusCode, response.body).toBe(200);
    const changed = designTemplateSchema.parse(response.json().Data);
    expect(changed.Quantity).toBeCloseTo(slab.Quantity * 2, 6);
    expect(changed.Impact!).toBeCloseTo(slab.Impact! * 2, 3); // linear in quantity
    expect(await totalGwp()).toBeGreaterThan(before);
  });

  it('keeps the predicted quantity when the quantity is overridden (the 5 % rule then flags it)', async () => {
    type Predicted = Line & {
      PredictedQuantity: number | null;
      IsWithinPrediction: boolean | null;
      AutoCalc: boolean;
    };
    const scaled = ((await components()) as Predicted[]).find(
      (c) => c.AttributeId > 0 && c.PredictedQuantity !== null,
    )!;
    const response = await t.call(
      'POST',
      '/api/updateDesignTemplate/',
      {
        StructureId: lot,
        Id: scaled.Id,
        TemplateId: scaled.TemplateId,
        AttributeId: scaled.AttributeId,
        Quantity: scaled.PredictedQuantity! * 3,
        AutoCalc: false,
      },
      builder,
    );
    const changed = designTemplateSchema.parse(response.json().Data);
    expect(changed.PredictedQuantity).toBeCloseTo(scaled.PredictedQuantity!, 6);
    expect(changed.IsWithinPrediction).toBe(false);
  });

  it('swaps a template, adds a component and deletes it', async () => {
    const roof = (await components()).find((c) => c.TemplateId === 'ceiling-insulation-r4');
    if (roof) {
      const swapped = await t.call(
        'POST',
        '/api/updateDesignTemplate/',
        {
          StructureId: lot,
          Id: roof.Id,
          TemplateId: 'ceiling-insulation-r6',
          AttributeId: roof.AttributeId,
          Quantity: roof.Quantity,
        },
        builder,
      );
      expect(swapped.json().Data.TemplateId).toBe('ceiling-insulation-r6');
    }
    const before = (await components()).length;
    const added = await t.call(
      'POST',
      '/api/addDesignTemplate/',
      { StructureId: lot, TemplateId: 'rooftop-pv', AttributeId: 0, Quantity: 3 },
      builder,
    );
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().Data.Id;
    expect(await components()).toHaveLength(before + 1);
    expect(
      (
        await t.call('POST', '/api/deleteDesignTemplate/', { StructureId: lot, Id: id }, builder)
      ).json(),
    ).toEqual({ Data: true });
    expect(await components()).toHaveLength(before);
  });

  it('refuses an attribute of -1, an unknown template and a negative quantity with messages', async () => {
    const bad = async (body: Record<string, unknown>) =>
      (
        await t.call(
          'POST',
          '/api/addDesignTemplate/',
          { StructureId: lot, TemplateId: 'rooftop-pv', AttributeId: 0, Quantity: 1, ...body },
          builder,
        )
      ).json();
    expect((await bad({ AttributeId: -1 })).message).toBe(
      'Choose an attribute (Other if none fits).',
    );
    expect((await bad({ TemplateId: 'no-such' })).message).toBe('Choose a template from the list.');
    expect((await bad({ Quantity: -2 })).message).toBe(
      'Quantity must be entered as a valid number.',
    );
  });

  it('refuses a quantity of 0 and never leaves a dwelling without hot water', async () => {
    const hotWater = (await components()).find((c) => c.TemplateId.startsWith('hw-'))!;
    const update = (body: Record<string, unknown>) =>
      t.call(
        'POST',
        '/api/updateDesignTemplate/',
        {
          StructureId: lot,
          Id: hotWater.Id,
          TemplateId: hotWater.TemplateId,
          AttributeId: 0,
          Quantity: hotWater.Quantity,
          AutoCalc: false,
          ...body,
        },
        builder,
      );
    const zero = await update({ Quantity: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe(messages.quantityNotPositive);
    const tooFew = await update({ Quantity: hotWater.Quantity / 2 });
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json().message).toBe(messages.hotWaterRequired);
    const removed = await t.call(
      'POST',
      '/api/deleteDesignTemplate/',
      { StructureId: lot, Id: hotWater.Id },
      builder,
    );
    expect(removed.statusCode).toBe(400);
    expect(removed.json().message).toBe(messages.hotWaterRequired);
    // another hot water system in its place is fine
    const swapped = await update({ TemplateId: 'hw-heat-pump' });
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect((await components()).some((c) => c.Id === hotWater.Id)).toBe(true);
  });

  it('keeps a locked component read-only for the builder and editable for the organisation admin', async () => {
    const target = (await components(admin))[0]!;
    const lock = await t.call(
      'POST',
      '/api/updateDesignTemplate/',
      {
        StructureId: lot,
        Id: target.Id,
        TemplateId: target.TemplateId,
        AttributeId: target.AttributeId,
        Quantity: target.Quantity,
        LockEdits: true,
      },
      admin,
    );
    expect(lock.statusCode, lock.body).toBe(200);
    expect((await components()).find((c) => c.Id === target.Id)!.LockEdits).toBe(true);
    const change = {
      StructureId: lot,
      Id: target.Id,
      TemplateId: target.TemplateId,
      AttributeId: 0,
      Quantity: target.Quantity + 1,
    };
    expect((await t.call('POST', '/api/updateDesignTemplate/', change, builder)).statusCode).toBe(
      403,
    );
    expect(
      (
        await t.call(
          'POST',
          '/api/deleteDesignTemplate/',
          { StructureId: lot, Id: target.Id },
          builder,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.call('POST', '/api/updateDesignTemplate/', { ...change, LockEdits: true }, admin))
        .statusCode,
    ).toBe(200);
  });
});

describe('locked nested templates (subcomponents)', () => {
  it('keeps them for the builder and lets the organisation admin change them', async () => {
    type Nested = { TemplateId: string; Quantity: number; SortOrder: number };
    const nestedOf = async (c: Line): Promise<Nested[]> =>
      (
        await t.call(
          'GET',
          `/api/getNestedTemplates?structureId=${lot}&designTemplateId=${c.Id}&templateId=${c.TemplateId}`,
          undefined,
          admin,
        )
      ).json().Data;
    let parent: { line: Line; nested: Nested[] } | undefined;
    for (const line of (await components(admin)).filter((c) => !c.LockEdits)) {
      const nested = await nestedOf(line);
      if (nested.length >= 2) {
        parent = { line, nested };
        break;
      }
    }
    if (!parent) throw new Error('the demo design has no component with two nested templates');
    const { line, nested } = parent;
    const save = (token: string, changes: Record<string, unknown>) =>
      t.call(
        'POST',
        '/api/updateDesignTemplate/',
        {
          StructureId: lot,
          Id: line.Id,
          TemplateId: line.TemplateId,
          AttributeId: line.AttributeId,
          Quantity: line.Quantity,
          ...changes,
        },
        token,
      );
    const lock = await save(admin, { LockNestedTemplates: true });
    expect(lock.statusCode, lock.body).toBe(200);
    expect(lock.json().Data.LockNestedTemplates).toBe(true);

    const reordered = [...nested]
      .reverse()
      .map((n, i) => ({ TemplateId: n.TemplateId, Quantity: n.Quantity, SortOrder: i + 1 }));
    const doubled = nested.map((n) => ({ ...n, Quantity: n.Quantity * 2 }));
    for (const NestedTemplates of [reordered, doubled]) {
      const refused = await save(builder, { NestedTemplates });
      expect(refused.statusCode, refused.body).toBe(403);
    }
    expect(await nestedOf(line)).toEqual(nested);
    // the component itself is not locked: the builder may still change its own quantity
    expect((await save(builder, { Quantity: line.Quantity + 1 })).statusCode).toBe(200);
    expect((await nestedOf(line)).map((n) => n.TemplateId)).toEqual(
      nested.map((n) => n.TemplateId),
    );

    const changed = await save(admin, {
      Quantity: line.Quantity + 1,
      LockNestedTemplates: true,
      NestedTemplates: reordered,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await nestedOf(line)).map((n) => n.TemplateId)).toEqual(
      reordered.map((n) => n.TemplateId),
    );
  });
});

describe('templates', () => {
  it('lists the library with attributes and categories, and impacts per unit on request', async () => {
    const list = (
      await t.call('GET', `/api/templates?structureId=${lot}`, undefined, builder)
    ).json().Data;
    expect(list.Templates.length).toBeGreaterThan(50);
    expect(list.Attributes[0]).toEqual({ Id: 0, Description: 'Other', IsDisabled: false });
    const values = (
      await t.call(
        'POST',
        '/api/calcTemplatesImpactValue',
        {
          structureId: lot,
          indicatorId: 1,
          templateIds: 'slab-on-ground,slab-on-ground-low-carbon',
        },
        builder,
      )
    ).json().Data;
    const [normal, low] = ['slab-on-ground', 'slab-on-ground-low-carbon'].map((id) =>
      templateSchema.parse(values.find((v: { Id: string }) => v.Id === id)),
    );
    expect(low!.ImpactValue!).toBeLessThan(normal!.ImpactValue!);
  });

  it('sends a template request to the administration', async () => {
    const before = t.mails().length;
    const response = await t.call(
      'POST',
      '/api/sendTemplateRequestedEmail',
      {
        StructureId: lot,
        Name: 'Hempcrete wall',
        Description: 'Hemp-lime infill',
        Quantity: '1',
        Unit: 'm2',
        Email: 'builder@example.com',
        Phone: '0400 000 000',
      },
      builder,
    );
    expect(response.json()).toEqual({ Data: true });
    expect(
      t
        .mails()
        .slice(before)
        .some((m) => m.includes('New template requested: Hempcrete wall')),
    ).toBe(true);
    const invalid = await t.call(
      'POST',
      '/api/sendTemplateRequestedEmail',
      {
        StructureId: lot,
        Name: '',
        Description: 'x',
        Quantity: '1',
        Unit: 'm2',
        Email: 'x',
        Phone: '1',
      },
      builder,
    );
    expect(invalid.json().message).toBe('Please enter template name.');
  });

  it('raises the custom sort order as views are reached, never lowers it', async () => {
    await t.call(
      'POST',
      '/api/setRapidCustomSortOrderActive',
      { structureId: lot, viewIndex: 3 },
      builder,
    );
    await t.call(
      'POST',
      '/api/setRapidCustomSortOrderActive',
      { structureId: lot, viewIndex: 2 },
      builder,
    );
    expect(
      (
        await t.call('GET', `/api/getStructureDrawerSetting?structureId=${lot}`, undefined, builder)
      ).json().Data.RapidCustomSortOrderActive,
    ).toBe(3);
  });

  it('resets the design: it is archived and the lot can be built again', async () => {
    expect((await t.call('POST', `/api/lot/archive/${lot}`, undefined, builder)).json()).toEqual({
      Data: true,
    });
    expect(
      (await t.call('GET', `/api/lot/isInitialised?structureId=${lot}`, undefined, builder)).json()
        .Data,
    ).toBe(false);
  });
});
