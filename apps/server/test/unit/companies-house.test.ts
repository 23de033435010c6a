import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCompaniesHouseInformation } from '../../src/platform/company-information/companies-house';
import { createEmbeddedCompanyInformation } from '../../src/platform/company-information/embedded';
import { ApiError } from '../../src/platform/http/errors';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A stand-in for Companies House on a local port: each test sets how it answers. */
describe('Companies House adapter', () => {
  let server: Server;
  let baseUrl: string;
  let handler: Handler;
  let seen: IncomingMessage[];

  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push(request);
      handler(request, response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    seen = [];
  });

  const answer =
    (status: number, body?: unknown): Handler =>
    (_request, response) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body === undefined ? '' : JSON.stringify(body));
    };
  const adapter = (timeoutMs?: number) =>
    createCompaniesHouseInformation({ baseUrl, apiKey: 'test-key', ...(timeoutMs ? { timeoutMs } : {}) });
  const codeOf = async (promise: Promise<unknown>) => {
    const error: unknown = await promise.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ApiError);
    return (error as ApiError).code;
  };

  it('maps the company profile and authenticates with the key as Basic user name', async () => {
    handler = answer(200, {
      company_name: 'EXAMPLE WIDGETS LIMITED',
      company_number: '01234567',
      company_status: 'active',
      registered_office_address: {
        address_line_1: '10 High Street',
        address_line_2: 'Unit 2',
        locality: 'York',
        region: 'North Yorkshire',
        postal_code: 'YO1 1AA',
        country: 'England',
      },
      sic_codes: ['28110', '35110'],
    });
    const profile = await adapter().lookup('01234567');
    expect(profile).toEqual({
      name: 'EXAMPLE WIDGETS LIMITED',
      registrationNumber: '01234567',
      address: {
        line1: '10 High Street',
        line2: 'Unit 2',
        city: 'York',
        county: 'North Yorkshire',
        postcode: 'YO1 1AA',
      },
      sicCodes: ['28110', '35110'],
    });
    expect(seen[0]?.url).toBe('/company/01234567');
    expect(seen[0]?.headers.authorization).toBe(`Basic ${Buffer.from('test-key:').toString('base64')}`);
  });

  it('copes with a company without SIC codes or optional address lines', async () => {
    handler = answer(200, {
      company_name: 'BARE LTD',
      company_number: 'SC000001',
      registered_office_address: { address_line_1: '1 Road', locality: 'Perth', postal_code: 'PH1 1AA' },
    });
    expect(await adapter().lookup('SC000001')).toEqual({
      name: 'BARE LTD',
      registrationNumber: 'SC000001',
      address: { line1: '1 Road', city: 'Perth', postcode: 'PH1 1AA' },
      sicCodes: [],
    });
  });

  it.each([
    [404, 'NOTFOUND1001'],
    [401, 'COMPANYINFO1002'],
    [429, 'COMPANYINFO1003'],
    [500, 'COMPANYINFO1001'],
    [502, 'COMPANYINFO1001'],
  ])('maps HTTP %i to %s', async (status, code) => {
    handler = answer(status, { errors: [{ error: 'x' }] });
    expect(await codeOf(adapter().lookup('01234567'))).toBe(code);
  });

  it('treats an unreadable body as unavailable', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('<html>maintenance</html>');
    };
    expect(await codeOf(adapter().lookup('01234567'))).toBe('COMPANYINFO1001');
  });

  it('gives up after the timeout', async () => {
    handler = () => {
      // Never answers.
    };
    expect(await codeOf(adapter(200).lookup('01234567'))).toBe('COMPANYINFO1001');
  });

  it('treats a refused connection as unavailable', async () => {
    const closed = createCompaniesHouseInformation({ baseUrl: 'http://127.0.0.1:1', apiKey: 'k' });
    expect(await codeOf(closed.lookup('01234567'))).toBe('COMPANYINFO1001');
  });
});

describe('embedded company information', () => {
  const embedded = createEmbeddedCompanyInformation();

  it('knows the fixture companies, whatever the case of the CRN', async () => {
    expect((await embedded.lookup('12345678')).name).toBe('Acme Energy Efficiency Ltd');
    expect((await embedded.lookup('sc765432')).address.postcode).toBe('IV1 1AA');
  });

  it('finds nothing else, and 99999999 is unavailable', async () => {
    await expect(embedded.lookup('87654321')).rejects.toMatchObject({ code: 'NOTFOUND1001' });
    await expect(embedded.lookup('99999999')).rejects.toMatchObject({ code: 'COMPANYINFO1001' });
  });
});
