/** The ESOS regulators by where an organisation's registered office is (or offshore). */
export interface Regulator {
  area: string;
  name: string;
  website: string;
  email?: string;
}

export const ESOS_HELPDESK_EMAIL = 'esos@environment-agency.gov.uk';

export const REGULATORS: Regulator[] = [
  {
    area: 'England',
    name: 'Environment Agency',
    website: 'https://www.gov.uk/government/organisations/environment-agency',
    email: ESOS_HELPDESK_EMAIL,
  },
  { area: 'Wales', name: 'Natural Resources Wales', website: 'https://naturalresources.wales/' },
  {
    area: 'Scotland',
    name: 'Scottish Environment Protection Agency (SEPA)',
    website: 'https://www.sepa.org.uk/',
  },
  {
    area: 'Northern Ireland',
    name: 'Northern Ireland Environment Agency (NIEA)',
    website: 'https://www.daera-ni.gov.uk/northern-ireland-environment-agency',
  },
  {
    area: 'Offshore installations',
    name: 'Offshore Petroleum Regulator for Environment and Decommissioning (OPRED)',
    website:
      'https://www.gov.uk/government/groups/offshore-petroleum-regulator-for-environment-and-decommissioning',
  },
];

export const DESNZ_WEBSITE =
  'https://www.gov.uk/government/organisations/department-for-energy-security-and-net-zero';
export const ICO_COMPLAINTS_URL = 'https://ico.org.uk/make-a-complaint/';
