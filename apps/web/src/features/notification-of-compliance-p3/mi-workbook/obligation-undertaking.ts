import type { SheetSpec } from '../../../shared/mi-workbook';
import { labelOf, text, yesNo, type Cell } from '../../../shared/mi-workbook';
import { classificationType, fourCodes, nocSheet, type NocInfo } from './common';

const QUALIFICATIONS = [
  { value: 'QUALIFY', text: 'Yes' },
  { value: 'NOT_QUALIFY', text: 'No' },
] as const;

const TURNOVER =
  'The annual turnover is over £44 million and annual balance sheet total in excess of £38 million';
const QUALIFICATION_REASONS = [
  { value: 'TURNOVER_MORE_THAN_44M', text: TURNOVER },
  { value: 'STAFF_MEMBERS_MORE_THAN_250', text: 'The organisation has 250 or more members of staff' },
  {
    value: 'TURNOVER_MORE_THAN_44M_AND_STAFF_MEMBERS_MORE_THAN_250',
    text: `${TURNOVER}, and the organisation has 250 or more members of staff`,
  },
  {
    value: 'CONDITIONS_NOT_MET',
    text:
      'The organisation does not meet any of these conditions, but belongs to a corporate group containing ' +
      'an organisation that does meet these conditions',
  },
] as const;

const RESPONSIBILITIES = [
  { value: 'RESPONSIBLE', text: 'Yes, and at least 40,000 kWh of energy was used in the reference period' },
  {
    value: 'RESPONSIBLE_BUT_LESS_THAN_40000_KWH',
    text: 'Yes, but less than 40,000 kWh of energy was used in the reference period',
  },
  {
    value: 'NOT_RESPONSIBLE',
    text: 'No, there is no energy responsibility and the total energy consumption is zero',
  },
] as const;

const LOCATIONS = [
  { value: 'ENGLAND', text: 'England' },
  { value: 'NORTHERN_IRELAND', text: 'Northern Ireland' },
  { value: 'SCOTLAND', text: 'Scotland' },
  { value: 'WALES', text: 'Wales' },
  { value: 'OPRED', text: 'Offshore (OPRED)' },
] as const;

/** "n%"; 0 and nothing print as "-". */
const percent = (value: number | null | undefined): Cell => (value ? `${value}%` : '');

const breakdown = 'Enter the breakdown of the total energy consumption by compliance route used';

/** Sheet 2: every NOC, the ones that do not qualify too. */
export const reportingObligationSheet = (nocs: NocInfo[]): SheetSpec =>
  nocSheet(
    'Reporting Obligation',
    [
      'Does your organisation qualify for ESOS?',
      'Explain why your organisation does not qualify for ESOS',
      'Select the reasons that your organisation qualifies for ESOS',
      'Are the organisations within this notification, responsible for any energy under ESOS?',
      'Enter a breakdown of the total energy consumption covered by each compliance route in this notification - Total',
      `${breakdown} - ISO 50001`,
      `${breakdown} - Display Energy Certificate`,
      `${breakdown} - Green Deal Assessment`,
      `${breakdown} - Energy audits that are compliant with ESOS`,
      `${breakdown} - Energy use not covered by any compliance route`,
    ],
    nocs,
    ({ noc }) => {
      const obligation = noc.reportingObligation;
      const details = obligation?.reportingObligationDetails;
      const routes = details?.complianceRouteDistribution;
      return [
        [
          labelOf(QUALIFICATIONS, obligation?.qualificationType),
          text(obligation?.noQualificationReason),
          labelOf(QUALIFICATION_REASONS, details?.qualificationReasonType),
          labelOf(RESPONSIBILITIES, details?.energyResponsibilityType),
          percent(routes?.totalPct),
          percent(routes?.iso50001Pct),
          percent(routes?.displayEnergyCertificatePct),
          percent(routes?.greenDealAssessmentPct),
          percent(routes?.energyAuditsPct),
          percent(routes?.energyNotAuditedPct),
        ],
      ];
    },
  );

const address = 'Organisation address';
const codes = 'Activity Codes';

export const responsibleUndertakingSheet = (nocs: NocInfo[]): SheetSpec =>
  nocSheet(
    'Responsible Undertaking',
    [
      'Is the UK organisation registered at Companies House?',
      `${codes} - Classification Type`,
      `${codes} - Code 1`,
      `${codes} - Code 2 (Optional)`,
      `${codes} - Code 3 (Optional)`,
      `${codes} - Code 4 (Optional)`,
      `${address} - Address line 1`,
      `${address} - Address line 2 (optional)`,
      `${address} - Town or City`,
      `${address} - County (optional)`,
      `${address} - Postcode`,
      `${address} - Location of Registered Office`,
      'Does the organisation operate under a trading name that is different to the registered name?',
      'If the organisation operate under a trading name that is different to the registered name, enter the trading or other name',
      'Does this ESOS notification include information in relation to energy consumption of a trust asset?',
      'If the ESOS notification include information in relation to energy consumption of a trust asset, enter a description or name of relevant trust assets? (optional)',
      'Does your organisation have a parent company to which the ESOS regulations do not extend?',
      'Enter the name of the overseas parent company',
      'Enter the trading or other name of the group of undertakings to which the above company is the overseas parent (optional)',
    ],
    nocs,
    ({ noc, location }) => {
      const undertaking = noc.responsibleUndertaking;
      const organisation = undertaking?.organisationDetails;
      return [
        [
          yesNo(organisation?.registrationNumberExist),
          classificationType(organisation?.type, organisation?.otherTypeName),
          ...fourCodes(organisation?.codes),
          text(organisation?.line1),
          text(organisation?.line2),
          text(organisation?.city),
          text(organisation?.county),
          text(organisation?.postcode),
          labelOf(LOCATIONS, location),
          yesNo(undertaking?.tradingDetails?.exist),
          text(undertaking?.tradingDetails?.tradingName),
          undertaking ? yesNo(Boolean(undertaking.trustName)) : '',
          text(undertaking?.trustName),
          yesNo(undertaking?.hasOverseasParentDetails),
          text(undertaking?.overseasParentDetails?.name),
          text(undertaking?.overseasParentDetails?.tradingName),
        ],
      ];
    },
  );
