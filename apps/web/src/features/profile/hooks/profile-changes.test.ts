import { describe, expect, it } from 'vitest';
import { changedValidFields } from './profile-changes';

const saved = {
  FirstName: 'Ada',
  LastName: 'Lovelace',
  Company: 'AE',
  Address: '1 Lane',
  Phone: '02',
};

describe('changedValidFields', () => {
  it('sends only changed fields, trimmed', () => {
    expect(changedValidFields({ ...saved, Company: '  Engines Pty Ltd ' }, saved)).toEqual({
      Company: 'Engines Pty Ltd',
    });
  });

  it('leaves out invalid values but keeps the valid changes', () => {
    expect(changedValidFields({ ...saved, FirstName: '   ', Phone: '03 9000' }, saved)).toEqual({
      Phone: '03 9000',
    });
  });

  it('sends nothing when only whitespace around a saved value changed', () => {
    expect(changedValidFields({ ...saved, LastName: 'Lovelace ' }, saved)).toEqual({});
  });

  it('allows clearing optional fields', () => {
    expect(changedValidFields({ ...saved, Address: '' }, saved)).toEqual({ Address: '' });
  });
});
