import { z } from 'zod';
import { defineRoute } from './route';
import {
  changePasswordRequestSchema,
  emptyRequestSchema,
  googleLoginRequestSchema,
  googleRegisterRequestSchema,
  imageUpdateResponseSchema,
  loginAvailabilityRequestSchema,
  loginAvailabilityResponseSchema,
  loginMethodSchema,
  loginRequestSchema,
  loginResponseSchema,
  microsoftLoginRequestSchema,
  microsoftRegisterRequestSchema,
  profileUpdateRequestSchema,
  registerRequestSchema,
  ssoGuessDomainInfoRequestSchema,
  ssoProvidersResponseSchema,
  userSchema,
  validatePinRequestSchema,
  validatePinResponseSchema,
  verifyEmailRequestSchema,
} from './identity.schema';

/** Identity and profile calls (document 1 §7 "Identity and profile"). */

export const getUserProfile = defineRoute({
  id: 'getUserProfile',
  method: 'GET',
  paths: ['/UserProfile', '/Shared/GetUserDetails', '/getUserDetails'],
  access: 'user',
  requestKind: 'none',
  request: emptyRequestSchema,
  response: userSchema,
  envelope: 'data',
  summary: 'The signed-in user; also the token check at start-up (401 means signed out).',
  errors: [],
});

export const saveUserProfile = defineRoute({
  id: 'saveUserProfile',
  method: 'POST',
  paths: ['/userprofile'],
  access: 'user',
  requestKind: 'json',
  request: profileUpdateRequestSchema,
  response: userSchema,
  envelope: 'data',
  summary: 'Saves the fields sent of the signed-in user profile.',
  errors: ['validation_failed'],
});

export const updateUserImage = defineRoute({
  id: 'updateUserImage',
  method: 'POST',
  paths: ['/user/updateimage'],
  access: 'user',
  requestKind: 'multipart',
  request: emptyRequestSchema,
  response: imageUpdateResponseSchema,
  envelope: 'data',
  summary: 'Replaces the profile photo (multipart field "image"; JPEG, PNG, GIF or WebP).',
  errors: ['unsupported_media_type', 'payload_too_large'],
});

export const login = defineRoute({
  id: 'login',
  method: 'POST',
  paths: ['/Shared/Login'],
  access: 'public',
  requestKind: 'json',
  request: loginRequestSchema,
  response: loginResponseSchema,
  envelope: 'raw',
  summary: 'Signs in with email and password.',
  errors: ['invalid_credentials', 'too_many_requests', 'forbidden'],
});

export const microsoftLogin = defineRoute({
  id: 'microsoftLogin',
  method: 'POST',
  paths: ['/Shared/MicrosoftLogin'],
  access: 'public',
  requestKind: 'json',
  request: microsoftLoginRequestSchema,
  response: loginResponseSchema,
  envelope: 'raw',
  summary: 'Signs in with a Microsoft ID token.',
  errors: [
    'sso_token_invalid',
    'sso_not_configured',
    'invalid_credentials',
    'too_many_requests',
    'forbidden',
  ],
});

export const googleLogin = defineRoute({
  id: 'googleLogin',
  method: 'POST',
  paths: ['/Shared/GoogleLogin'],
  access: 'public',
  requestKind: 'json',
  request: googleLoginRequestSchema,
  response: loginResponseSchema,
  envelope: 'raw',
  summary: 'Signs in with a Google ID token.',
  errors: [
    'sso_token_invalid',
    'sso_not_configured',
    'invalid_credentials',
    'too_many_requests',
    'forbidden',
  ],
});

export const checkLoginAvailability = defineRoute({
  id: 'checkLoginAvailability',
  method: 'POST',
  paths: ['/Shared/CheckLoginAvailability'],
  access: 'public',
  requestKind: 'json',
  request: loginAvailabilityRequestSchema,
  response: loginAvailabilityResponseSchema,
  envelope: 'data',
  summary: 'Which sign-in methods an email can use.',
  errors: ['too_many_requests'],
});

export const ssoGuessDomainInfo = defineRoute({
  id: 'ssoGuessDomainInfo',
  method: 'POST',
  paths: ['/Shared/SsoGuessDomainInfo'],
  access: 'public',
  requestKind: 'json',
  request: ssoGuessDomainInfoRequestSchema,
  response: loginMethodSchema,
  envelope: 'data',
  summary: "Guesses a new email's sign-in method from its domain.",
  errors: [],
});

export const getSsoProviders = defineRoute({
  id: 'getSsoProviders',
  method: 'GET',
  paths: ['/Shared/SsoProviders'],
  access: 'public',
  requestKind: 'none',
  request: emptyRequestSchema,
  response: ssoProvidersResponseSchema,
  envelope: 'data',
  summary: 'The configured single sign-on providers (their buttons show only when configured).',
  errors: [],
});

export const register = defineRoute({
  id: 'register',
  method: 'POST',
  paths: ['/register'],
  access: 'public',
  requestKind: 'json',
  request: registerRequestSchema,
  response: loginResponseSchema,
  envelope: 'raw',
  summary: 'Creates an account with email and password and signs it in.',
  errors: ['account_exists', 'weak_password', 'too_many_requests'],
});

export const microsoftRegister = defineRoute({
  id: 'microsoftRegister',
  method: 'POST',
  paths: ['/MicrosoftRegister'],
  access: 'public',
  requestKind: 'json',
  request: microsoftRegisterRequestSchema,
  response: loginResponseSchema,
  envelope: 'raw',
  summary: 'Creates an account that signs in with Microsoft.',
  errors: ['account_exists', 'sso_token_invalid', 'sso_not_configured', 'too_many_requests'],
});

export const googleRegister = defineRoute({
  id: 'googleRegister',
  method: 'POST',
  paths: ['/GoogleRegister'],
  access: 'public',
  requestKind: 'json',
  request: googleRegisterRequestSchema,
  response: loginResponseSchema,
  envelope: 'raw',
  summary: 'Creates an account that signs in with Google.',
  errors: ['account_exists', 'sso_token_invalid', 'sso_not_configured', 'too_many_requests'],
});

export const changePassword = defineRoute({
  id: 'changePassword',
  method: 'POST',
  paths: ['/shared/changepassword'],
  access: 'public',
  requestKind: 'json',
  request: changePasswordRequestSchema,
  response: z.literal(true),
  envelope: 'data',
  summary:
    'Starts a password change: keeps the new password pending and emails a PIN. Answers the same whether or not the account exists.',
  errors: ['weak_password', 'too_many_requests'],
});

export const validatePin = defineRoute({
  id: 'validatePin',
  method: 'POST',
  paths: ['/shared/validatepin'],
  access: 'public',
  requestKind: 'json',
  request: validatePinRequestSchema,
  response: validatePinResponseSchema,
  envelope: 'data',
  summary: 'Checks the emailed PIN; on success applies the new password and signs in.',
  errors: ['too_many_requests'],
});

export const logout = defineRoute({
  id: 'logout',
  method: 'POST',
  paths: ['/Shared/Logout'],
  access: 'optional',
  requestKind: 'none',
  request: emptyRequestSchema,
  response: z.literal(true),
  envelope: 'data',
  summary: 'Revokes the session of the token sent.',
  errors: [],
});

export const verifyEmail = defineRoute({
  id: 'verifyEmail',
  method: 'POST',
  paths: ['/verifyEmail'],
  access: 'public',
  requestKind: 'json',
  request: verifyEmailRequestSchema,
  response: z.literal(true),
  envelope: 'data',
  summary:
    'Confirms the email address of the account an emailed link was sent to (the link works once, for 24 hours).',
  errors: ['bad_request'],
});

export const resendVerificationEmail = defineRoute({
  id: 'resendVerificationEmail',
  method: 'POST',
  paths: ['/resendVerificationEmail'],
  access: 'user',
  requestKind: 'none',
  request: emptyRequestSchema,
  response: z.literal(true),
  envelope: 'data',
  summary:
    'Emails the signed-in user a new link to confirm their address (nothing is sent once it is confirmed).',
  errors: ['too_many_requests'],
});
