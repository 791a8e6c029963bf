/**
 * Deployment settings of the web app. Values come from `VITE_*` variables at build time, with
 * defaults for the hosted product.
 */

/** External support site opened by the help link in the top bar. */
export const supportSiteUrl: string =
  import.meta.env.VITE_SUPPORT_SITE_URL ?? 'https://support.circa.build/';

/** Terms and Conditions page (registration and profile). */
export const termsUrl: string = import.meta.env.VITE_TERMS_URL ?? 'https://circa.build/terms';

/**
 * Parses `old.example=new.example,old2.example=new2.example` into a host map. Entries without
 * both sides are ignored.
 */
export function parseHostMap(text: string | undefined): Readonly<Record<string, string>> {
  const map: Record<string, string> = {};
  for (const entry of (text ?? '').split(',')) {
    const [from, to] = entry.split('=').map((part) => part.trim().toLowerCase());
    if (from && to) map[from] = to;
  }
  return map;
}

/**
 * Hosts the app used to live at, mapped to where it lives now (document 1 §2.1). Opening the app
 * on a legacy host shows only a notice pointing at the new host.
 */
export const legacyHosts: Readonly<Record<string, string>> = parseHostMap(
  import.meta.env.VITE_LEGACY_HOSTS,
);
