import { designFeedPath } from '@circa/contract/design-link';
import type { SocialMediaLink } from '@circa/contract/sharing.schema';

/** The public page of a design on this installation: its public address plus /feed/{base36 id}. */
export function publicDesignUrl(publicUrl: string, designId: number): string {
  return `${publicUrl.replace(/\/+$/, '')}${designFeedPath(designId)}`;
}

/**
 * The networks the public link can be posted to (document 3 §3 "SocialMediaLinks"), each with
 * the network's own share address carrying the link (and, where it takes one, the design's name).
 */
export function socialMediaLinks(url: string, designName: string): SocialMediaLink[] {
  const link = encodeURIComponent(url);
  const text = encodeURIComponent(`${designName}: its whole-of-life carbon performance`);
  return [
    { Name: 'Facebook', ShareableUrl: `https://www.facebook.com/sharer/sharer.php?u=${link}` },
    { Name: 'X', ShareableUrl: `https://twitter.com/intent/tweet?url=${link}&text=${text}` },
    {
      Name: 'LinkedIn',
      ShareableUrl: `https://www.linkedin.com/sharing/share-offsite/?url=${link}`,
    },
    { Name: 'Email', ShareableUrl: `mailto:?subject=${text}&body=${link}` },
  ];
}
