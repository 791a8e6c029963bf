/**
 * Public mail services: their addresses say nothing about where a person works, so an address
 * there suggests no organisation (decision 0024).
 */
const publicMailDomains = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'hotmail.com.au',
  'live.com',
  'live.com.au',
  'msn.com',
  'yahoo.com',
  'yahoo.com.au',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'mail.com',
  'zoho.com',
  'yandex.com',
  'bigpond.com',
  'bigpond.net.au',
  'optusnet.com.au',
  'iinet.net.au',
  'tpg.com.au',
]);

/** The domain of an address when it can name an organisation (not a public mail service). */
export function organisationDomain(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at < 0) return null;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  if (domain === '' || !domain.includes('.') || publicMailDomains.has(domain)) return null;
  return domain;
}
