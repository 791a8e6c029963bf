import { evaluateDesign } from '@circa/engine/evaluate-design';
import { TEST_CONTEXT, testDesign } from '@circa/engine/test-support';
import { dataQualityNote } from '../results/data-quality-note';
import { exportRows, METHODOLOGY_VERSION } from './results-export';
import type { ResultsExport } from './results-export';

/** An export of the engine's test design (for the writers' tests), named `designName`. */
export function testExport(designName = 'Test design'): ResultsExport {
  const design = evaluateDesign(testDesign(), TEST_CONTEXT);
  return {
    about: {
      designName,
      lotName: 'Lot 1',
      lotAddress: '1 Test Street',
      developmentName: 'Test development',
      organisationName: 'Test organisation',
      methodologyVersion: METHODOLOGY_VERSION,
      lciSource: { id: 'test', name: 'Test source', version: '1', description: 'For tests' },
      dataProvenance: ['test (cc-by-4.0)'],
      dataQuality: dataQualityNote(design, 1) ?? '',
      referenceStudyPeriod: design.referenceStudyPeriod,
      exportedAt: '2026-11-26T00:00:00.000Z',
    },
    rows: exportRows(design, null),
    design,
  };
}
