import { Fragment } from 'react';
import type { ReactNode } from 'react';

/** Elements kept from server HTML; everything else is unwrapped to its text. No attributes are kept. */
const allowedTags = new Set(['p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br']);

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (tag === 'script' || tag === 'style' || tag === 'template') return null;
  const children = Array.from(element.childNodes).map((child, index) => toReact(child, index));
  if (!allowedTags.has(tag)) return <Fragment key={key}>{children}</Fragment>;
  if (tag === 'br') return <br key={key} />;
  const Tag = tag as 'p';
  return <Tag key={key}>{children}</Tag>;
}

/**
 * Shows a server message that may hold simple HTML (document 2 §8: the submit failure message is
 * HTML). The HTML is parsed into an inert document (nothing runs or loads) and rebuilt as React
 * elements from a short list of tags without attributes, so no markup reaches the page as HTML.
 */
export function SafeHtml({ html }: { html: string }) {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return <>{Array.from(body.childNodes).map((node, index) => toReact(node, index))}</>;
}
