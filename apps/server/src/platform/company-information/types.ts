/** A company as Companies House registers it, in the shape the API returns (CompanyProfileDTO). */
export interface CompanyProfile {
  name: string;
  registrationNumber: string;
  address: {
    line1: string;
    line2?: string;
    city: string;
    county?: string;
    postcode: string;
  };
  sicCodes: string[];
}

/**
 * Looks companies up by registration number (CRN). Implementations throw ApiError: NOTFOUND1001 when
 * there is no such company, COMPANYINFO1001 when the register cannot be reached (or answers
 * unexpectedly), COMPANYINFO1002 when it refuses our credentials and COMPANYINFO1003 when it rate-limits us.
 */
export interface CompanyInformationService {
  lookup(registrationNumber: string): Promise<CompanyProfile>;
}
