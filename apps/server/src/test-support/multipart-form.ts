/** A multipart/form-data body for `app.inject`: text fields first, then one file. */
export function multipartForm(
  fields: Record<string, string>,
  file: { field: string; name: string; type: string; data: Buffer },
  token?: string,
) {
  const boundary = '----circa' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(token && { authorization: `Bearer ${token}` }),
    },
  };
}

/** A minimal PDF (header and trailer; enough for content detection). */
export const tinyPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
