import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps editor markup', () => {
    expect(
      sanitizeRichText('<p>A <strong>bold</strong> <em>plan</em></p><ul><li>one</li></ul>'),
    ).toBe('<p>A <strong>bold</strong> <em>plan</em></p><ul><li>one</li></ul>');
  });

  it('drops scripts, handlers and javascript: links', () => {
    const dirty =
      '<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">l</a></p>';
    const clean = sanitizeRichText(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|javascript|<img/);
    expect(clean).toContain('Hi');
  });

  it('opens links in a new tab without opener', () => {
    expect(sanitizeRichText('<a href="https://example.com">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
