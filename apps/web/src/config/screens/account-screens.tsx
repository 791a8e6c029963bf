import type { Screen } from '../screen';

const encode = encodeURIComponent;

/** Screens of the registry (`../screens.tsx`): Signing in, the profile and home (document 1 §2.2). */
export const accountScreens = {
  home: {
    path: '',
    href: '/',
    title: 'Home',
    access: 'mixed',
    page: async () => (await import('../../features/home/components/home-page')).HomePage,
  },
  verifyEmail: {
    path: 'verify-email/:token',
    href: (token: string) => `/verify-email/${encode(token)}`,
    title: 'Confirm Email',
    access: 'ungated',
    page: async () =>
      (await import('../../features/email-verification/components/verify-email-page'))
        .VerifyEmailPage,
  },
  enterPassword: {
    path: 'enter-password/:username',
    href: (username: string) => `/enter-password/${encode(username)}`,
    title: 'Change Password',
    access: 'mixed',
    page: async () =>
      (await import('../../features/auth/components/enter-password-page')).EnterPasswordPage,
  },
  validatePin: {
    path: 'validate-pin/:username',
    href: (username: string) => `/validate-pin/${encode(username)}`,
    title: 'Change Password',
    access: 'mixed',
    page: async () =>
      (await import('../../features/auth/components/validate-pin-page')).ValidatePinPage,
  },
  login: {
    path: 'login',
    href: '/login',
    title: 'Welcome',
    access: 'public',
    page: async () => (await import('../../features/auth/components/login-page')).LoginPage,
  },
  register: {
    path: 'register',
    href: '/register',
    title: 'Register',
    access: 'public',
    page: async () => (await import('../../features/auth/components/register-page')).RegisterPage,
  },
  googleLogin: {
    path: 'googlelogin/:username',
    href: (username: string) => `/googlelogin/${encode(username)}`,
    title: 'Signing in',
    access: 'public',
    page: async () => {
      const { SsoCallbackPage } = await import('../../features/auth/components/sso-callback-page');
      return function GoogleCallbackPage() {
        return <SsoCallbackPage provider="Google" />;
      };
    },
  },
  microsoftLogin: {
    path: 'microsoftlogin/:username',
    href: (username: string) => `/microsoftlogin/${encode(username)}`,
    title: 'Signing in',
    access: 'public',
    page: async () => {
      const { SsoCallbackPage } = await import('../../features/auth/components/sso-callback-page');
      return function MicrosoftCallbackPage() {
        return <SsoCallbackPage provider="Microsoft" />;
      };
    },
  },
  profile: {
    path: 'profile',
    href: '/profile',
    title: 'Profile',
    page: async () => (await import('../../features/profile/components/profile-page')).ProfilePage,
  },
} as const satisfies Record<string, Screen>;
