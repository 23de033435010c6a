import { z } from 'zod';
import { ApiError } from '../http/errors';
import { withoutTrailing } from '../text';
import type { CompanyInformationService, CompanyProfile } from './types';

export interface CompaniesHouseOptions {
  /** e.g. https://api.company-information.service.gov.uk (no trailing slash needed). */
  baseUrl: string;
  apiKey: string;
  /** The reference waits 10 s to connect and 10 s to read; one overall limit is enough here. */
  timeoutMs?: number;
}

/** The parts of Companies House's company profile resource that we use. */
const companyResource = z.object({
  company_name: z.string(),
  company_number: z.string(),
  registered_office_address: z
    .object({
      address_line_1: z.string().optional(),
      address_line_2: z.string().optional(),
      locality: z.string().optional(),
      region: z.string().optional(),
      postal_code: z.string().optional(),
    })
    .optional(),
  sic_codes: z.array(z.string()).optional(),
});

function toProfile(resource: z.infer<typeof companyResource>): CompanyProfile {
  const office = resource.registered_office_address ?? {};
  return {
    name: resource.company_name,
    registrationNumber: resource.company_number,
    address: {
      line1: office.address_line_1 ?? '',
      ...(office.address_line_2 ? { line2: office.address_line_2 } : {}),
      city: office.locality ?? '',
      ...(office.region ? { county: office.region } : {}),
      postcode: office.postal_code ?? '',
    },
    sicCodes: resource.sic_codes ?? [],
  };
}

/** The Companies House public data API (GET /company/{number}); no cache and no fallback, as the reference. */
export function createCompaniesHouseInformation(options: CompaniesHouseOptions): CompanyInformationService {
  const baseUrl = withoutTrailing(options.baseUrl, '/');
  // HTTP Basic with the key as user name and an empty password, as Companies House documents.
  const authorization = `Basic ${Buffer.from(`${options.apiKey}:`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? 10_000;

  return {
    async lookup(registrationNumber) {
      let response: Response;
      try {
        response = await fetch(`${baseUrl}/company/${encodeURIComponent(registrationNumber.trim())}`, {
          headers: { authorization, accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch {
        // Refused connection, DNS failure or the timeout.
        throw new ApiError('COMPANYINFO1001');
      }
      if (response.status === 404) throw new ApiError('NOTFOUND1001');
      if (response.status === 401) throw new ApiError('COMPANYINFO1002');
      if (response.status === 429) throw new ApiError('COMPANYINFO1003');
      if (!response.ok) throw new ApiError('COMPANYINFO1001');
      try {
        return toProfile(companyResource.parse(await response.json()));
      } catch {
        // A body we cannot read (or that stops arriving before the timeout) counts as unavailable.
        throw new ApiError('COMPANYINFO1001');
      }
    },
  };
}
