import { newPasswordSchema } from '@circa/contract/fields.schema';
import { messages } from '@circa/contract/messages';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error';
import { assertPasswordAllowed, isCommonPassword } from './password-policy';

describe('isCommonPassword', () => {
  it.each(['password', 'iloveyou', 'sunshine', 'qwertyuiop', '12345678', 'trustno1'])(
    'refuses the listed password %j',
    (password) => expect(isCommonPassword(password)).toBe(true),
  );

  it.each(['PASSWORD', 'Password', 'IloveYou', 'TrustNo1'])(
    'compares without regard to case: %j',
    (password) => expect(isCommonPassword(password)).toBe(true),
  );

  it.each(['Password1!', 'Password123!', 'Summer2024!', 'P@ssw0rd!', 'Welcome1!', 'letmein!!'])(
    'refuses a listed password with digits or symbols added at its end: %j',
    (password) => expect(isCommonPassword(password)).toBe(true),
  );

  it.each([
    'quiet otters braid kelp under harbour lights',
    'walking purple giraffes near brisbane',
    'h4T!k2#9mQ',
    'correct horse battery staple',
    'password is not my password',
    // a listed stem with more than 5 characters added is not a mere variation
    'monkey-8472619305',
    // stems under 4 characters ("dog" is listed) are not checked: they would match too much
    'dog84721!',
  ])('accepts %j', (password) => expect(isCommonPassword(password)).toBe(false));
});

describe('assertPasswordAllowed', () => {
  it('answers 400 with the message on the password field for a common password', () => {
    let error: unknown;
    try {
      assertPasswordAllowed('Password1!');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AppError);
    const appError = error as AppError;
    expect(appError.status).toBe(400);
    expect(appError.toBody()).toEqual({
      code: 'validation_failed',
      message: messages.commonPassword,
      details: [{ path: ['password'], message: messages.commonPassword }],
    });
  });

  it('lets an uncommon password through', () => {
    expect(() => assertPasswordAllowed('walking purple giraffes near brisbane')).not.toThrow();
  });
});

describe('newPasswordSchema (contract): length, no composition rule', () => {
  it('accepts a 28-character passphrase without a digit or symbol', () => {
    const passphrase = 'quiet otters braid kelp unde';
    expect(passphrase).toHaveLength(28);
    expect(newPasswordSchema.safeParse(passphrase).success).toBe(true);
  });

  it('accepts 8 characters of letters only, and 256 characters', () => {
    expect(newPasswordSchema.safeParse('abcdefgh').success).toBe(true);
    expect(newPasswordSchema.safeParse('a'.repeat(256)).success).toBe(true);
  });

  it("refuses 7 characters with the spec's message, and 257 with the length limit", () => {
    expect(newPasswordSchema.safeParse('Ab1!xyz').error?.issues[0]?.message).toBe(
      messages.weakPassword,
    );
    expect(newPasswordSchema.safeParse('a'.repeat(257)).error?.issues[0]?.message).toBe(
      messages.passwordTooLong,
    );
  });
});
