/** `true`/`false` path segment of the indicator screens; null when it is neither. */
export function parseExcludeGeneration(value: string | undefined): boolean | null {
  return value === 'true' ? true : value === 'false' ? false : null;
}
