import { embeddedAnswerElementId as embeddedAnswerId } from '@circa/contract/public-page.schema';
import type { DesignPerformance } from '@circa/contract/public-page.schema';

const attributeEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside a double-quoted HTML attribute or an element's text. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => attributeEscapes[c]!);
}

/**
 * JSON safe inside a `<script type="application/json">` element: no `</script>`, no comment
 * opener, no line separators a parser could trip on.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** An absolute address: `url` as it is when absolute, else on the app's public address. */
function absolute(url: string, publicUrl: string): string {
  return new URL(url, publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`).toString();
}

/**
 * index.html for a public design's /feed/{id}: its title and description, the Open Graph and
 * Twitter card tags a shared link's preview reads (title, description, image, address), and the
 * answer of GET /DesignPerformance in a JSON script element, so the page draws without asking for
 * it again (the strict CSP allows it: the element is data, never run). The page itself is the
 * web app's one rendering; nothing of it is drawn here.
 */
export function injectDesignPage(
  indexHtml: string,
  page: DesignPerformance,
  options: { publicUrl: string; path: string },
): string {
  const meta = page.MetaData;
  const image = absolute(meta.ImageUrl ?? '/icons/icon-512.png', options.publicUrl);
  const url = absolute(options.path, options.publicUrl);
  const title = escapeHtml(meta.Title);
  const description = escapeHtml(meta.Description);
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Circa" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta name="twitter:card" content="${meta.ImageUrl ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<script type="application/json" id="${embeddedAnswerId}">${scriptJson(page)}</script>`,
  ].join('\n    ');
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${description}" />`,
    )
    .replace('</head>', `    ${tags}\n  </head>`);
}
