import type { DesignPerformance } from '@circa/contract/public-page.schema';
import { describe, expect, it } from 'vitest';
import { escapeHtml, injectDesignPage, scriptJson } from './feed-html';

const index =
  '<!doctype html><html><head>\n    <meta\n      name="description"\n      content="Circa: whole-of-life LCA."\n    />\n    <title>Circa</title>\n  </head><body></body></html>';

const page = (name: string, imageUrl: string | null) =>
  ({
    MetaData: { Title: `${name} | Circa`, Description: '12% reduction "net".', ImageUrl: imageUrl },
    DesignName: name,
  }) as DesignPerformance;

describe('the /feed/{id} HTML of a public design', () => {
  it('replaces the title and description and adds the preview tags', () => {
    const html = injectDesignPage(index, page('Lot 7', null), {
      publicUrl: 'https://circa.example',
      path: '/feed/7',
    });
    expect(html).toContain('<title>Lot 7 | Circa</title>');
    expect(html).toContain('<meta name="description" content="12% reduction &quot;net&quot;." />');
    expect(html).not.toContain('whole-of-life LCA');
    expect(html).toContain(
      '<meta property="og:image" content="https://circa.example/icons/icon-512.png" />',
    );
    expect(html).toContain('<meta property="og:url" content="https://circa.example/feed/7" />');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it('keeps a hostile design name inert in tags and in the answer', () => {
    const name = '</script><script>alert(1)</script><!--';
    const html = injectDesignPage(index, page(name, 'https://img.example/a.png?x="1"'), {
      publicUrl: 'https://circa.example/',
      path: '/feed/7',
    });
    expect(html).not.toContain('<script>alert');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('content="https://img.example/a.png?x=%221%22"');
    expect(escapeHtml(`a&b<'>"`)).toBe('a&amp;b&lt;&#39;&gt;&quot;');
    expect(JSON.parse(scriptJson({ name }))).toEqual({ name });
  });
});
