/** Escapes text for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Plain text as one rich-text paragraph ('' for no text). */
export function textAsParagraph(text: string): string {
  return text ? `<p>${escapeHtml(text)}</p>` : '';
}
