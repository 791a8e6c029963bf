import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** A web address in text: http or https, up to whitespace or a character no address holds. */
const addressPattern = /https?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence rather than the address before it. */
const trailingPunctuation = /[.,;:!?)\]}]+$/;

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; url: URL; text: string };

/**
 * Splits a message's plain text into text and web addresses. Only http and https addresses
 * become links; everything else stays text (markup included: it is shown, never run).
 */
export function splitLinks(content: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of content.matchAll(addressPattern)) {
    const raw = match[0].replace(trailingPunctuation, '');
    const start = match.index;
    let url: URL | null = null;
    try {
      url = new URL(raw);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) continue;
    if (start > last) parts.push({ kind: 'text', text: content.slice(last, start) });
    parts.push({ kind: 'link', url, text: raw });
    last = start + raw.length;
  }
  if (last < content.length) parts.push({ kind: 'text', text: content.slice(last) });
  return parts;
}

/**
 * A message's content as plain text with its web addresses clickable (document 3 §3 "Message"):
 * an address of this app opens in the app, any other in a new tab without access to this one.
 */
export function MessageText({ content }: { content: string }) {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <Typography
      component="div"
      variant="body2"
      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
    >
      {splitLinks(content).map((part, index) => {
        if (part.kind === 'text') return part.text;
        if (part.url.origin === origin)
          return (
            <Link
              key={index}
              component={RouterLink}
              to={`${part.url.pathname}${part.url.search}${part.url.hash}`}
            >
              {part.text}
            </Link>
          );
        return (
          <Link key={index} href={part.url.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </Link>
        );
      })}
    </Typography>
  );
}
