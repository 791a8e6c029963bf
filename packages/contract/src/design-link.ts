/**
 * Public design links: a design is published at `/feed/{base36 design id}`
 * (spec 3-administration "Sharing and reports"). The encoding lives in the
 * contract so the share menu (which builds the link) and the public feed page
 * (which reads it) agree on one definition.
 */

/** A base36 design id: lowercase digits and letters, no sign, no leading zero. */
const BASE36_DESIGN_ID = /^[1-9a-z][0-9a-z]*$/;

/**
 * Encodes a design id for its public link: `toBase36DesignId(1295)` is `"zz"`.
 * @throws RangeError when `id` is not a positive safe integer (no link exists for it).
 */
export function toBase36DesignId(id: number): string {
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new RangeError(`A design id is a positive whole number, not ${id}`);
  }
  return id.toString(36);
}

/**
 * Decodes the id part of `/feed/{id}` back into a design id. Upper case letters
 * are accepted (links typed by hand); anything else that is not a base36
 * number of a positive safe integer gives `null`, which the feed answers as
 * "not found".
 */
export function fromBase36DesignId(s: string): number | null {
  const text = s.trim().toLowerCase();
  if (!BASE36_DESIGN_ID.test(text) || text.length > 11 /* Number.MAX_SAFE_INTEGER has 11 digits */)
    return null;
  const id = Number.parseInt(text, 36);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The path of a design's public page, `/feed/{base36 design id}`. */
export function designFeedPath(designId: number): string {
  return `/feed/${toBase36DesignId(designId)}`;
}
