import { recordStructurePaid } from '@circa/db/payments.repository';
import { multipartForm, tinyPdf } from './multipart-form';
import type { TestApp } from './test-app';

/** Records a lot as paid for with credits (by nobody in particular), for `dwellings` dwellings. */
export async function payForLot(t: TestApp, structureId: number, dwellings = 1): Promise<void> {
  await recordStructurePaid(t.database.db, {
    structureId,
    method: 'credits',
    paymentId: null,
    dwellings,
    paidFrom: 0,
    paidBy: null,
  });
}

/** Uploads a lot's two required reference documents (a tiny PDF each) as `token`'s user. */
export async function uploadRequiredReferences(
  t: TestApp,
  structureId: number,
  token: string,
): Promise<void> {
  for (const refTypeId of [1, 2]) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/submit/upload-design-ref',
      ...multipartForm(
        { structureId: String(structureId), refTypeId: String(refTypeId) },
        { field: 'file', name: `ref-${refTypeId}.pdf`, type: 'application/pdf', data: tinyPdf },
        token,
      ),
    });
    if (response.statusCode !== 200) throw new Error(response.body);
  }
}
