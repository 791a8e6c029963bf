import type { UploadKind } from '@circa/contract/uploads.schema';
import ExcelJS from 'exceljs';
import { uploadColumns } from './upload-columns';

function quoteCsv(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The CSV template: the header row and one example row. */
export function csvTemplate(kind: UploadKind): Buffer {
  const columns = uploadColumns[kind];
  const lines = [
    columns.map((c) => quoteCsv(c.header)).join(','),
    columns.map((c) => quoteCsv(c.example)).join(','),
  ];
  return Buffer.from(lines.join('\r\n') + '\r\n', 'utf8');
}

/** The XLSX template: the header row (bold; required columns marked in a note) and one example row. */
export async function xlsxTemplate(kind: UploadKind): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Circa';
  const sheet = workbook.addWorksheet(kind === 'project' ? 'Developments' : 'Lots');
  const columns = uploadColumns[kind];
  sheet.columns = columns.map((c) => ({
    header: c.header,
    key: c.header,
    width: Math.max(16, c.example.length + 4),
  }));
  sheet.getRow(1).font = { bold: true };
  columns.forEach((c, i) => {
    if (c.isRequired) sheet.getRow(1).getCell(i + 1).note = 'Required';
  });
  sheet.addRow(columns.map((c) => c.example));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
