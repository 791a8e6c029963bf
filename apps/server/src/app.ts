import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
import { assertMayAct } from './auth/email-verification.service';
import { registerIdentityRoutes } from './auth/identity.routes';
import { handlePinMailJobs } from './auth/password-recovery.service';
import { SessionService } from './auth/session.service';
import { ThrottleService } from './auth/throttle.service';
import { installErrorHandler } from './http/error-handler';
import { ReadCache } from './http/read-cache';
import type { Authenticate } from './http/implement-route';
import { installOpenApi } from './http/openapi';
import { bearerToken } from './http/request-context';
import { installSecurity, paymentOrigins } from './http/security';
import { installWebApp } from './http/web-app';
import { handleMailJobs } from './mail/mail-job';
import { registerProfileRoutes } from './profile/profile.routes';
import { registerShellRoutes } from './shell/shell.routes';
import { registerSubmissionRoutes } from './submission/submission.routes';
import { registerReportRoutes } from './reports/reports.routes';
import { registerBuildRoutes } from './builds/builds.routes';
import { registerCreditRoutes } from './credits/credits.routes';
import { registerCustomiseRoutes } from './customise/customise.routes';
import { registerDesignRoutes } from './design/design.routes';
import { registerDevelopmentRoutes } from './developments/developments.routes';
import { registerGeoRoutes } from './geo/geo.routes';
import { registerLotRoutes } from './lots/lots.routes';
import { registerOrganisationRoutes } from './organisations/organisations.routes';
import { registerCreateOrganisationRoutes } from './organisations/create-organisation.routes';
import { registerOrgLibraryRoutes } from './org-library/org-library.routes';
import { registerOrgSettingsRoutes } from './org-settings/org-settings.routes';
import { registerOrgUserRoutes } from './org-users/org-users.routes';
import { registerOrgMembershipRoutes } from './org-membership/org-membership.routes';
import { registerOperatorRoutes } from './operator/operator.routes';
import { registerMessageRoutes } from './messages/messages.routes';
import { registerLotCollaboratorRoutes } from './lot-collaborators/lot-collaborators.routes';
import { registerProjectPeopleRoutes } from './project-people/project-people.routes';
import { registerPublicPageRoutes } from './public-page/public-page.routes';
import { createStripeGateway } from './payment/stripe-gateway';
import { registerPaymentRoutes } from './payment/payment.routes';
import { registerResultsRoutes } from './results/results.routes';
import { registerExportsRoutes } from './exports/exports.routes';
import { registerDesignAnalysisRoutes } from './analysis/design-analysis.routes';
import { registerPortfolioRoutes } from './analysis/portfolio.routes';
import { registerTargetRoutes } from './targets/targets.routes';
import { registerUploadRoutes } from './uploads/uploads.routes';
import { registerSharingRoutes } from './sharing/sharing.routes';

/**
 * Builds the Fastify app without listening (tests call `app.inject`). Routes match
 * case-insensitively; every error leaves through one handler.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: deps.logger === true ? 'info' : deps.logger.level,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
          },
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // the client address is the one seen by the outermost of TRUST_PROXY proxies (hop count)
    trustProxy:
      config.TRUST_PROXY > 0 ? (_address: string, hop: number) => hop < config.TRUST_PROXY : false,
    bodyLimit: 1024 * 1024,
  });
  app.decorate('readCache', deps.isSingleProcess ? new ReadCache(deps.writeVersion) : null);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  const paymentGateway = createStripeGateway(config);
  await installSecurity(app, {
    perMinute: config.RATE_LIMIT_PER_MINUTE,
    isHttps: config.publicUrl.startsWith('https:'),
    extraOrigins: paymentOrigins({
      isConfigured: paymentGateway !== null,
      stripeJsUrl: config.STRIPE_JS_URL,
      apiBase: config.STRIPE_API_BASE,
    }),
  });
  await app.register(multipart);
  await installOpenApi(app);

  const sessions = new SessionService(
    deps.db,
    {
      idleMinutes: config.SESSION_IDLE_MINUTES,
      maxHours: config.SESSION_MAX_HOURS,
      rememberDays: config.SESSION_REMEMBER_DAYS,
    },
    deps.now,
    deps.isSingleProcess,
  );
  const throttle = new ThrottleService(deps.db, deps.now);
  // the one place every signed-in request passes: who is calling, and may they act (verified email)
  const authenticate: Authenticate = async (request, routeId) => {
    const token = bearerToken(request);
    const caller = token ? await sessions.authenticate(token) : null;
    if (caller) assertMayAct(caller, routeId);
    return caller;
  };
  const identity = {
    db: deps.db,
    sessions,
    throttle,
    sso: deps.sso,
    jobs: deps.jobs,
    publicUrl: config.publicUrl,
    now: deps.now,
  };

  // background work: the job queue's handlers; its worker stops when the app closes
  handleMailJobs(deps.jobs, deps.mailer);
  handlePinMailJobs(deps.jobs, { db: deps.db, mailer: deps.mailer, now: deps.now });
  app.addHook('onClose', () => deps.jobs.stop());

  registerIdentityRoutes(app, authenticate, identity);
  registerProfileRoutes(app, authenticate, { db: deps.db, blobs: deps.blobs });
  registerShellRoutes(app, authenticate, { db: deps.db, supportEmail: config.SUPPORT_EMAIL });
  registerOrganisationRoutes(app, authenticate, {
    db: deps.db,
    endAllSessions: (userId) => sessions.endAll(userId),
  });
  registerCreateOrganisationRoutes(app, authenticate, {
    db: deps.db,
    trialCredits: config.CIRCA_TRIAL_CREDITS,
  });
  registerOrgUserRoutes(app, authenticate, { db: deps.db, now: deps.now });
  registerOrgMembershipRoutes(app, authenticate, {
    db: deps.db,
    jobs: deps.jobs,
    publicUrl: config.publicUrl,
    now: deps.now,
  });
  registerOperatorRoutes(app, authenticate, {
    db: deps.db,
    jobs: deps.jobs,
    publicUrl: config.publicUrl,
    operatorEmails: config.CIRCA_OPERATOR_EMAILS,
    trialCredits: config.CIRCA_TRIAL_CREDITS,
  });
  registerMessageRoutes(app, authenticate, { db: deps.db, now: deps.now });
  registerLotCollaboratorRoutes(app, authenticate, {
    db: deps.db,
    jobs: deps.jobs,
    publicUrl: config.publicUrl,
  });
  registerSharingRoutes(app, authenticate, {
    db: deps.db,
    jobs: deps.jobs,
    publicUrl: config.publicUrl,
    now: deps.now,
  });
  registerOrgSettingsRoutes(app, authenticate, { db: deps.db });
  registerProjectPeopleRoutes(app, authenticate, {
    db: deps.db,
    jobs: deps.jobs,
    publicUrl: config.publicUrl,
    now: deps.now,
  });
  registerDevelopmentRoutes(app, authenticate, {
    db: deps.db,
    unitCost: config.CIRCA_UNIT_COST,
    currency: config.CIRCA_CURRENCY,
  });
  registerTargetRoutes(app, authenticate, deps.db);
  registerLotRoutes(app, authenticate, {
    db: deps.db,
    jobs: deps.jobs,
    publicUrl: config.publicUrl,
    supportEmail: config.SUPPORT_EMAIL,
  });
  registerBuildRoutes(app, authenticate, deps.db);
  registerOrgLibraryRoutes(app, authenticate, deps.db);
  registerGeoRoutes(app, authenticate, deps.geocoder);
  registerUploadRoutes(app, authenticate, deps.db);
  registerDesignRoutes(app, authenticate, { db: deps.db, supportEmail: config.SUPPORT_EMAIL });
  registerCustomiseRoutes(app, authenticate, {
    db: deps.db,
    jobs: deps.jobs,
    supportEmail: config.SUPPORT_EMAIL,
    publicUrl: config.publicUrl,
  });
  registerResultsRoutes(app, authenticate, { db: deps.db, supportEmail: config.SUPPORT_EMAIL });
  registerExportsRoutes(app, authenticate, { db: deps.db });
  registerDesignAnalysisRoutes(app, authenticate, { db: deps.db });
  registerPortfolioRoutes(app, authenticate, { db: deps.db, jobs: deps.jobs });
  registerCreditRoutes(app, authenticate, {
    db: deps.db,
    jobs: deps.jobs,
    publicUrl: config.publicUrl,
    supportEmail: config.SUPPORT_EMAIL,
  });
  await registerPaymentRoutes(app, authenticate, {
    db: deps.db,
    gateway: paymentGateway,
    unitCost: config.CIRCA_UNIT_COST,
    currency: config.CIRCA_CURRENCY,
    log: app.log,
    stripeJsUrl: config.STRIPE_JS_URL,
  });
  registerReportRoutes(app, authenticate, deps);
  registerSubmissionRoutes(app, authenticate, {
    db: deps.db,
    blobs: deps.blobs,
    jobs: deps.jobs,
    publicUrl: config.publicUrl,
    supportEmail: config.SUPPORT_EMAIL,
  });
  registerPublicPageRoutes(app, authenticate, {
    db: deps.db,
    webDist: deps.webDist,
    publicUrl: config.publicUrl,
  });
  await installWebApp(app, { webDist: deps.webDist, build: config.CIRCA_BUILD });
  return app;
}
