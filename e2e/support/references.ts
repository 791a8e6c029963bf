import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** A minimal PDF (the server checks an upload's content). */
export const tinyPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** Uploads a reference document of a lot (a tiny PDF) as the page's signed-in user. */
export async function uploadReference(page: Page, structureId: number, refTypeId: number) {
  const token = await page.evaluate(() => localStorage.getItem('jwt'));
  const response = await page.request.post('/api/submit/upload-design-ref', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      structureId: String(structureId),
      refTypeId: String(refTypeId),
      file: { name: `reference-${refTypeId}.pdf`, mimeType: 'application/pdf', buffer: tinyPdf },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}
