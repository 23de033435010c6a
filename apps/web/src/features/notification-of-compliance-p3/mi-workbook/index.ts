import { miWorkbook } from '../../../shared/mi-workbook';
import type { SheetSpec } from '../../../shared/mi-workbook';
import { contentsSheet } from '../../../shared/mi-workbook';
import { leadAssessorSheet, confirmationsSheet } from './assessor-confirmations';
import { qualifies, type NocInfo } from './common';
import { complianceRouteSheet } from './compliance-route';
import { energyConsumptionSheet } from './energy-consumption';
import { reportingObligationSheet, responsibleUndertakingSheet } from './obligation-undertaking';
import {
  alternativeRoutesSheet,
  energySavingsAchievedSheet,
  energySavingsOpportunitiesSheet,
} from './savings';
import { organisationStructureSheet } from './structure';

export type { NocInfo } from './common';

export const NOC_FILE_NAME = 'Energy_Savings_Opportunity_Scheme_Phase_3.xlsx';

/** The contents sheet's names differ from the sheets' own (reporting-inventory §5.1); descriptions are ours. */
const CONTENTS: [string, string][] = [
  ['Reporting obligation', 'Whether each organisation qualifies for ESOS, including those that do not'],
  [
    'Responsible undertaking',
    'The responsible undertaking’s details, trading name, trust and overseas parent',
  ],
  ['Organisation structure', 'The organisations covered by each notification and those that left the group'],
  ['Compliance route', 'Estimates, energy consumption profiling and energy audits'],
  ['Energy consumption', 'Total and significant energy consumption and energy intensity ratios'],
  ['Energy savings opportunities', 'Potential annual reductions in energy consumption and spend'],
  ['Alternative routes to compliance', 'Reductions, assets and certificates under alternative routes'],
  ['Energy savings achieved', 'Energy savings achieved during the third compliance period'],
  ['Lead assessor details', 'Whether the lead assessor was internal and confirmed the assessment'],
  ['Confirmations', 'The responsible officers’ confirmations and review date'],
];

/**
 * The NOC workbook: a table of contents, then ten data sheets. Only the reporting obligation sheet
 * lists the organisations that do not qualify.
 */
export function nocWorkbook(nocs: NocInfo[]): SheetSpec[] {
  const qualifying = nocs.filter(qualifies);
  return [
    contentsSheet('Table of contents', CONTENTS),
    reportingObligationSheet(nocs),
    ...[
      responsibleUndertakingSheet,
      organisationStructureSheet,
      complianceRouteSheet,
      energyConsumptionSheet,
      energySavingsOpportunitiesSheet,
      alternativeRoutesSheet,
      energySavingsAchievedSheet,
      leadAssessorSheet,
      confirmationsSheet,
    ].map((sheet) => sheet(qualifying)),
  ];
}

export const workbook = miWorkbook('NOC_SUBMITTED_DATA_P3', NOC_FILE_NAME, nocWorkbook);
