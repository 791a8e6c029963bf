import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The elements rich text may hold (the editor's: paragraphs, bold, italic, lists, links). */
const allowedTags: Record<string, string> = {
  P: 'p',
  BR: 'br',
  STRONG: 'strong',
  B: 'strong',
  EM: 'em',
  I: 'em',
  UL: 'ul',
  OL: 'ol',
  LI: 'li',
  A: 'a',
};

/** Elements dropped with their content (code, not text). */
const droppedTags = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'IFRAME', 'OBJECT', 'SVG']);

/** Web and mail links only (no javascript:, data: or relative tricks). */
export function isSafeHref(href: string | null): href is string {
  return href !== null && /^(https?:|mailto:)/i.test(href.trim());
}

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (!(node instanceof Element) || droppedTags.has(node.tagName.toUpperCase())) return null;
  const children = Array.from(node.childNodes, toReact);
  const tag = allowedTags[node.tagName];
  // anything else keeps its text and drops its markup
  if (!tag) return children;
  if (tag === 'br') return <br key={key} />;
  if (tag === 'a') {
    const href = node.getAttribute('href');
    if (!isSafeHref(href)) return children;
    return (
      <a key={key} href={href.trim()} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </a>
    );
  }
  const Tag = tag as 'p';
  return <Tag key={key}>{children}</Tag>;
}

/**
 * Shows rich text read only. The server sanitises descriptions; the browser parses them once
 * more (inert: DOMParser runs no script and loads nothing) and keeps only paragraphs, bold,
 * italic, lists and web/mail links, as React elements, so no HTML string reaches the page. The
 * editor (Tiptap) loads only where text is edited.
 */
export function RichTextView({ html, label }: { html: string; label: string }) {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return (
    <Box
      role="document"
      aria-label={label}
      sx={{ '& p': { my: 0.75 }, '& a': { color: 'primary.main' } }}
    >
      {Array.from(body.childNodes, toReact)}
    </Box>
  );
}
