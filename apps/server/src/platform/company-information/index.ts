import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { createCompaniesHouseInformation } from './companies-house';
import { createEmbeddedCompanyInformation } from './embedded';
import type { CompanyInformationService } from './types';

export type { CompanyInformationService, CompanyProfile } from './types';
export { fixtureCompanies, UNAVAILABLE_FIXTURE_CRN } from './embedded';

declare module 'fastify' {
  interface FastifyInstance {
    /** Companies House look-ups (the embedded fixtures unless an API key is configured). */
    companyInformation: CompanyInformationService;
  }
}

export function createCompanyInformation(config: Config['companyInformation']): CompanyInformationService {
  return config.apiKey
    ? createCompaniesHouseInformation({ baseUrl: config.serviceUrl, apiKey: config.apiKey })
    : createEmbeddedCompanyInformation();
}

/** Decorates the app with the configured provider; tests may replace it before the app is ready. */
export function registerCompanyInformation(app: FastifyInstance): void {
  app.decorate('companyInformation', createCompanyInformation(app.config.companyInformation));
}
