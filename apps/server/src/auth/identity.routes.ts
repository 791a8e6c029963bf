import * as routes from '@circa/contract/identity.routes';
import type { FastifyInstance } from 'fastify';
import { implementRoute } from '../http/implement-route';
import type { Authenticate } from '../http/implement-route';
import { bearerToken, callerInfo } from '../http/request-context';
import { resendVerificationMail, verifyEmail } from './email-verification.service';
import type { IdentityDeps } from './identity-deps';
import {
  checkLoginAvailability,
  guessDomainLoginMethod,
  loginWithPassword,
  loginWithProvider,
} from './login.service';
import { startPasswordChange, validatePin } from './password-recovery.service';
import { registerAccount } from './registration.service';
import { audit } from './sign-in';

/** Sign-in, registration, recovery and logout (document 1 §7 "Identity and profile"). */
export function registerIdentityRoutes(
  app: FastifyInstance,
  authenticate: Authenticate,
  deps: IdentityDeps,
): void {
  implementRoute(app, authenticate, routes.login, ({ input, request }) =>
    loginWithPassword(deps, input, callerInfo(request)),
  );
  implementRoute(app, authenticate, routes.microsoftLogin, ({ input, request }) =>
    loginWithProvider(
      deps,
      'microsoft',
      { username: input.username, idToken: input.IdToken },
      callerInfo(request),
    ),
  );
  implementRoute(app, authenticate, routes.googleLogin, ({ input, request }) =>
    loginWithProvider(
      deps,
      'google',
      { username: input.username, idToken: input.AccessToken },
      callerInfo(request),
    ),
  );
  implementRoute(app, authenticate, routes.checkLoginAvailability, ({ input, request }) =>
    checkLoginAvailability(deps, input, callerInfo(request)),
  );
  implementRoute(app, authenticate, routes.ssoGuessDomainInfo, ({ input }) =>
    guessDomainLoginMethod(deps, input.username),
  );
  implementRoute(app, authenticate, routes.getSsoProviders, () => deps.sso.publicSettings());
  implementRoute(app, authenticate, routes.register, ({ input, request }) =>
    registerAccount(
      deps,
      input,
      { kind: 'password', password: input.password },
      callerInfo(request),
    ),
  );
  implementRoute(app, authenticate, routes.microsoftRegister, ({ input, request }) =>
    registerAccount(
      deps,
      input,
      { kind: 'microsoft', idToken: input.IdToken },
      callerInfo(request),
    ),
  );
  implementRoute(app, authenticate, routes.googleRegister, ({ input, request }) =>
    registerAccount(
      deps,
      input,
      { kind: 'google', idToken: input.AccessToken },
      callerInfo(request),
    ),
  );
  implementRoute(app, authenticate, routes.changePassword, ({ input, request }) =>
    startPasswordChange(deps, input, callerInfo(request)),
  );
  implementRoute(app, authenticate, routes.validatePin, ({ input, request }) =>
    validatePin(deps, input, callerInfo(request)),
  );
  implementRoute(app, authenticate, routes.verifyEmail, ({ input, request }) =>
    verifyEmail(deps, input.token, callerInfo(request)),
  );
  implementRoute(app, authenticate, routes.resendVerificationEmail, ({ user, request }) =>
    resendVerificationMail(deps, user, callerInfo(request)),
  );
  implementRoute(app, authenticate, routes.logout, async ({ request }) => {
    const token = bearerToken(request);
    const userId = token ? await deps.sessions.end(token) : null;
    if (userId !== null)
      await audit(deps, 'logout', callerInfo(request), { id: userId, email: null }, null);
    return true as const;
  });
}
