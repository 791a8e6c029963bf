import { describe, expect, it } from 'vitest';
import { publicDesignUrl, socialMediaLinks } from './share-links';

describe('share links', () => {
  it('is the public address plus /feed/{base36 design id}, without a doubled slash', () => {
    expect(publicDesignUrl('https://circa.example/', 1295)).toBe('https://circa.example/feed/zz');
    expect(publicDesignUrl('http://localhost:8080', 36)).toBe('http://localhost:8080/feed/10');
  });
  it('carries the link, encoded, in every network’s share address', () => {
    const url = 'https://circa.example/feed/zz';
    const links = socialMediaLinks(url, 'Lot 4 & garage');
    expect(links.map((l) => l.Name)).toEqual(['Facebook', 'X', 'LinkedIn', 'Email']);
    for (const l of links) expect(l.ShareableUrl).toContain(encodeURIComponent(url));
    expect(links[1]!.ShareableUrl).toContain('Lot%204%20%26%20garage');
  });
});
