import { describe, expect, it } from 'vitest';
import { organisationDomain } from './email-domain';

describe('organisationDomain', () => {
  it('answers the domain of a work address, in lower case', () => {
    expect(organisationDomain('Jo@Acme-Homes.com.AU')).toBe('acme-homes.com.au');
  });
  it('answers null for public mail services and malformed addresses', () => {
    expect(organisationDomain('jo@gmail.com')).toBeNull();
    expect(organisationDomain('jo@Outlook.com')).toBeNull();
    expect(organisationDomain('jo@localhost')).toBeNull();
    expect(organisationDomain('jo')).toBeNull();
  });
});
