import { screens } from './screens';

/**
 * Links of the sign-in screens, as `features/auth` names them. Each one is the screen registry's
 * (`screens.tsx`), which other code uses directly: this module only keeps auth's imports working
 * until auth reads `screens` itself. Do not add entries here.
 */
export const paths = {
  home: screens.home.href,
  login: screens.login.href,
  register: screens.register.href,
  profile: screens.profile.href,
  enterPassword: screens.enterPassword.href,
  validatePin: screens.validatePin.href,
  googleLogin: screens.googleLogin.href,
  microsoftLogin: screens.microsoftLogin.href,
} as const;
