import * as routes from '@circa/contract/credits.routes';
import type { FastifyInstance } from 'fastify';
import { implementRoute } from '../http/implement-route';
import type { Authenticate } from '../http/implement-route';
import { sendCreditApprovalRequest } from './credit-approval.service';
import type { CreditApprovalDeps } from './credit-approval.service';
import { useStructureCredit } from './use-credit.service';

/** Credits (document 2 §7 "Credits and payment"). */
export function registerCreditRoutes(
  app: FastifyInstance,
  authenticate: Authenticate,
  deps: CreditApprovalDeps,
): void {
  implementRoute(app, authenticate, routes.useStructureCredit, ({ user, input }) =>
    useStructureCredit(deps.db, user, input.id, deps.supportEmail),
  );
  implementRoute(app, authenticate, routes.sendCreditApprovalRequestEmail, ({ user, input }) =>
    sendCreditApprovalRequest(deps, user, input),
  );
}
