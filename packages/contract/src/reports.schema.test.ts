import { describe, expect, it } from 'vitest';
import {
  defaultReportEmailText,
  isLotReportType,
  isProjectReportType,
  ReportTypeId,
  reportZoom,
  zoomFactorOf,
} from './reports.schema';

describe('report types', () => {
  it("carry the spec's numbers; lots offer 36, 25 and 37, projects 39", () => {
    expect(ReportTypeId).toEqual({
      ComplianceReport: 25,
      NoParameters: 26,
      LifeCycleAssessment: 36,
      CarbonPerformanceReport: 37,
      ProjectCustomReport: 38,
      ProjectCarbonPerformanceReport: 39,
    });
    expect([36, 25, 37, 39, 26, 38].filter(isLotReportType)).toEqual([36, 25, 37]);
    expect([36, 25, 37, 39, 26, 38].filter(isProjectReportType)).toEqual([39]);
  });
});

describe('the zoom slider', () => {
  it('runs 0..100 in steps of 5 and maps linearly onto a zoom factor of 1..3', () => {
    expect(reportZoom).toMatchObject({ min: 0, max: 100, step: 5 });
    expect(zoomFactorOf(0)).toBe(1);
    expect(zoomFactorOf(50)).toBe(2);
    expect(zoomFactorOf(100)).toBe(3);
    expect(zoomFactorOf(5)).toBeCloseTo(1.1, 10);
    expect(zoomFactorOf(-20)).toBe(1);
    expect(zoomFactorOf(140)).toBe(3);
  });
});

describe('the default email text', () => {
  it("is the spec's sentence with the report type and the names in place of its words", () => {
    expect(
      defaultReportEmailText('Compliance Report', {
        design: 'design',
        structure: 'structure',
        project: 'project',
      }),
    ).toBe('Please find attached the Compliance Report for design, structure, project.');
    expect(
      defaultReportEmailText('Project Carbon Performance Report', { project: 'Demo Estate' }),
    ).toBe('Please find attached the Project Carbon Performance Report for Demo Estate.');
  });
});
