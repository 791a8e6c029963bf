import { z } from 'zod';
import {
  newPasswordSchema,
  optionalText,
  passwordSchema,
  pinSchema,
  requiredText,
  usernameSchema,
} from './fields.schema';
import { messages } from './messages';

/**
 * Identity and profile payloads of document 1 §3 and §7. Field names are the spec's (PascalCase
 * in responses, camelCase in the sign-in payloads as the spec writes them).
 */

/** A signed-in user's profile. `ImageIcon` is a URL path to the photo, or null. */
export const userSchema = z.object({
  Id: z.int32(),
  Username: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Company: z.string(),
  Address: z.string(),
  Phone: z.string(),
  ImageIcon: z.string().nullable(),
  /**
   * Whether the owner has confirmed the email address (followed the emailed link, or signed up
   * with single sign-on). Until then the account can sign in but not act.
   */
  IsEmailVerified: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** Login and registration answer: the user and the bearer token (document 1 §3). */
export const loginResponseSchema = z.object({
  Data: userSchema,
  Token: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const loginRequestSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  rememberMe: z.boolean().default(true),
});

/** Microsoft sign-in: the provider's signed ID token. */
export const microsoftLoginRequestSchema = z.object({
  username: usernameSchema,
  IdToken: z.string().min(1, 'The Microsoft sign-in token is missing.').max(20000),
});

/**
 * Google sign-in. `AccessToken` carries the ID token (a signed JWT) that Google's OpenID Connect
 * sign-in returns; the server verifies its signature, issuer and audience (docs/security.md).
 */
export const googleLoginRequestSchema = z.object({
  username: usernameSchema,
  AccessToken: z.string().min(1, 'The Google sign-in token is missing.').max(20000),
});

export const loginAvailabilityRequestSchema = z.object({
  username: usernameSchema,
  isRegistration: z.boolean().optional(),
});

/**
 * `Availability`: LoginAvailability bit flags of the account's methods (None when no account).
 * `IsRestricted`: on a registration check, the email already belongs to an account, which must
 * sign in with the methods in `Availability` instead.
 */
export const loginAvailabilityResponseSchema = z.object({
  Availability: z.int32().min(0).max(7),
  IsRestricted: z.boolean(),
});
export type LoginAvailabilityResponse = z.infer<typeof loginAvailabilityResponseSchema>;

export const ssoGuessDomainInfoRequestSchema = z.object({ username: usernameSchema });
/** A LoginMethod value (0 NotAssigned, 1 WithPassword, 2 Microsoft, 3 Google). */
export const loginMethodSchema = z.int32().min(0).max(3);

const registerFields = {
  username: usernameSchema,
  firstName: requiredText(messages.firstNameRequired, 100),
  lastName: requiredText(messages.lastNameRequired, 100),
  companyName: optionalText(200).default(''),
  phoneNumber: requiredText(messages.phoneRequired, 40),
};

export const registerRequestSchema = z.object({ ...registerFields, password: newPasswordSchema });
export const microsoftRegisterRequestSchema = z.object({
  ...registerFields,
  IdToken: microsoftLoginRequestSchema.shape.IdToken,
});
export const googleRegisterRequestSchema = z.object({
  ...registerFields,
  AccessToken: googleLoginRequestSchema.shape.AccessToken,
});

/** Step 1 of recovery: the new password; a PIN is emailed if the account exists. */
export const changePasswordRequestSchema = z.object({
  username: usernameSchema,
  password: newPasswordSchema,
});

export const validatePinRequestSchema = z.object({
  username: usernameSchema,
  pin: pinSchema,
});

/**
 * PIN validation answer (document 1 §3). `Reset` true without `Success` means the recovery is
 * void (too many wrong PINs, expired or unknown) and must start over.
 */
export const validatePinResponseSchema = z.object({
  Success: z.boolean(),
  Reset: z.boolean(),
  AttemptsLeft: z.int32().min(0),
  UserResponseDetail: loginResponseSchema.nullable(),
});
export type ValidatePinResponse = z.infer<typeof validatePinResponseSchema>;

/** The token of an emailed verification link: 256 random bits, base64url (43 characters). */
export const verifyEmailRequestSchema = z.object({
  token: z
    .string({ error: messages.verificationLinkUnknown })
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, messages.verificationLinkUnknown),
});

/** Partial profile update (document 1 §7): only the fields sent are changed. */
export const profileUpdateRequestSchema = z.object({
  FirstName: requiredText(messages.firstNameRequired, 100).optional(),
  LastName: requiredText(messages.lastNameRequired, 100).optional(),
  Company: optionalText(200).optional(),
  Address: optionalText(300).optional(),
  Phone: optionalText(40).optional(),
});

export const imageUpdateResponseSchema = z.object({ ImageIcon: z.string() });

/** One configured single sign-on provider, as the browser needs it to start sign-in. */
export const ssoProviderSchema = z.object({
  ClientId: z.string(),
  AuthorizationEndpoint: z.string(),
});

/** Which single sign-on providers are configured; null hides the provider's button. */
export const ssoProvidersResponseSchema = z.object({
  Google: ssoProviderSchema.nullable(),
  Microsoft: ssoProviderSchema.nullable(),
});
export type SsoProviders = z.infer<typeof ssoProvidersResponseSchema>;

export const emptyRequestSchema = z.object({});
