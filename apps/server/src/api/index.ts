import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerAuthentication } from '../platform/auth/authentication';
import type { TokenVerifier } from '../platform/auth/token-verifier';
import { authoritiesRoutes } from './authorities/routes';
import { cachedUserContexts } from '../domain/current-user';
import { feedbackRoutes } from './feedback/routes';
import { healthRoutes } from './health/routes';
import { itemsRoutes } from './items/routes';
import { requestsRoutes } from './requests/routes';
import { tasksRoutes } from './tasks/routes';
import { tasksAssignmentRoutes } from './tasks-assignment/routes';
import { requestActionsRoutes } from './request-actions/routes';
import { taskAttachmentsRoutes } from './task-attachments/routes';
import { registerWorkflow } from '../workflow/plugin';
import { registerDeadlineReminders } from './reminders/plugin';
import type { RequestTypeDefinition } from '../workflow/definition';
import { regulatorAuthoritiesRoutes } from './regulator-authorities/routes';
import { regulatorUsersRoutes } from './regulator-users/routes';
import { userSignaturesRoutes } from './user-signatures/routes';
import { verifierUsersRoutes } from './verifier-users/routes';
import { operatorAuthoritiesRoutes } from './operator-authorities/routes';
import { operatorUsersRoutes } from './operator-users/routes';
import { termsRoutes } from './terms/routes';
import { uiConfigurationRoutes } from './ui-configuration/routes';
import { userTokensRoutes } from './user-tokens/routes';
import { usersRoutes } from './users/routes';
import { passwordResetRoutes } from './password-reset/routes';
import { twoFactorRoutes } from './two-factor/routes';
import { verifierRegistrationRoutes } from './verifier-registration/routes';
import { requestNotesRoutes } from './request-notes/routes';
import { accountNotesRoutes } from './account-notes/routes';
import { fileDownloadsRoutes } from './file-downloads/routes';
import { companyInformationRoutes } from './company-information/routes';
import { registrationNumbersRoutes } from './registration-numbers/routes';
import { accountApplicationsRoutes } from './account-applications/routes';
import { organisationAccountsRoutes } from './organisation-accounts/routes';
import { accountOnboardingRoutes } from './account-onboarding/routes';
import { accountVerificationBodyRoutes } from './account-verification-body/routes';
import { miReportsRoutes } from './mi-reports/routes';
import { complianceRoutes } from './compliance/routes';
import { auditEventsRoutes } from './audit-events/routes';
import { complianceRemindersRoutes } from './compliance-reminders/routes';
import { referenceDataRoutes } from './reference-data/routes';
import { nocOrganisationStructureRoutes } from './noc-organisation-structure/routes';
import { submittedReportsRoutes } from './submitted-reports/routes';
import { reportMeasuresRoutes } from './report-measures/routes';

/** Everything under /api. Each feature is one plugin; all of /api/v1.0 needs a bearer token unless public. */
export const apiPlugin: FastifyPluginAsyncZod<{
  verifyToken: TokenVerifier;
  workflows?: readonly RequestTypeDefinition[] | undefined;
}> = async (app, options) => {
  // Answers carry people's data: no browser or proxy cache may keep them (first, so a 401 has it too).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'no-store');
    done();
  });
  registerAuthentication(app, options.verifyToken);
  app.decorate('userContext', cachedUserContexts(app.db, app.changes));
  registerWorkflow(app, options.workflows);
  registerDeadlineReminders(app);
  await app.register(uiConfigurationRoutes);
  await app.register(healthRoutes);
  app.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
  await app.register(
    async (v1) => {
      await v1.register(authoritiesRoutes);
      await v1.register(usersRoutes);
      await v1.register(termsRoutes);
      await v1.register(itemsRoutes);
      await v1.register(requestsRoutes);
      await v1.register(tasksRoutes);
      await v1.register(tasksAssignmentRoutes);
      await v1.register(requestActionsRoutes);
      await v1.register(taskAttachmentsRoutes);
      await v1.register(feedbackRoutes, { verifyToken: options.verifyToken });
      await v1.register(regulatorAuthoritiesRoutes);
      await v1.register(regulatorUsersRoutes);
      await v1.register(userSignaturesRoutes);
      await v1.register(verifierUsersRoutes);
      await v1.register(operatorAuthoritiesRoutes);
      await v1.register(operatorUsersRoutes);
      await v1.register(userTokensRoutes);
      await v1.register(passwordResetRoutes);
      await v1.register(twoFactorRoutes);
      await v1.register(verifierRegistrationRoutes);
      await v1.register(requestNotesRoutes);
      await v1.register(accountNotesRoutes);
      await v1.register(auditEventsRoutes);
      await v1.register(fileDownloadsRoutes);
      await v1.register(companyInformationRoutes);
      await v1.register(registrationNumbersRoutes);
      await v1.register(accountApplicationsRoutes);
      await v1.register(organisationAccountsRoutes);
      await v1.register(accountOnboardingRoutes);
      await v1.register(accountVerificationBodyRoutes);
      await v1.register(miReportsRoutes);
      await v1.register(complianceRoutes);
      await v1.register(referenceDataRoutes);
      await v1.register(nocOrganisationStructureRoutes);
      await v1.register(submittedReportsRoutes);
      await v1.register(reportMeasuresRoutes);
      await v1.register(complianceRemindersRoutes);
    },
    { prefix: '/v1.0' },
  );
};
