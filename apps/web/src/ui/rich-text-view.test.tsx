// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isSafeHref, RichTextView } from './rich-text-view';

afterEach(cleanup);

describe('RichTextView', () => {
  it('keeps paragraphs, emphasis, lists and web links', () => {
    render(
      <RichTextView
        label="Description"
        html='<p>Hello <strong>bold</strong> <em>it</em></p><ul><li>one</li></ul><p><a href="https://example.com">site</a></p>'
      />,
    );
    const doc = screen.getByRole('document', { name: 'Description' });
    expect(doc.querySelector('strong')?.textContent).toBe('bold');
    expect(doc.querySelector('li')?.textContent).toBe('one');
    const link = screen.getByRole('link', { name: 'site' });
    expect(link.getAttribute('href')).toBe('https://example.com');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });

  it('drops scripts, handlers, styles and unsafe links, keeping their text', () => {
    render(
      <RichTextView
        label="Description"
        html='<p onclick="alert(1)" style="color:red">x<script>alert(2)</script><img src=x onerror="alert(3)"><a href="javascript:alert(4)">bad</a><iframe src="https://e.com"></iframe></p>'
      />,
    );
    const doc = screen.getByRole('document', { name: 'Description' });
    expect(doc.querySelector('script, img, iframe, [onclick], [style]')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(doc.textContent).toBe('xbad');
  });

  it('accepts only http, https and mailto links', () => {
    expect(isSafeHref('https://a.b')).toBe(true);
    expect(isSafeHref('mailto:a@b.c')).toBe(true);
    expect(isSafeHref(' javascript:alert(1)')).toBe(false);
    expect(isSafeHref('data:text/html,x')).toBe(false);
    expect(isSafeHref(null)).toBe(false);
  });
});
