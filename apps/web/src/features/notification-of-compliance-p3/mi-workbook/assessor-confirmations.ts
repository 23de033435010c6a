import type { SheetSpec } from '../../../shared/mi-workbook';
import { govukDate, labelOf, yesNo } from '../../../shared/mi-workbook';
import { nocSheet, type NocInfo } from './common';

const ASSESSOR_TYPES = [
  { value: 'INTERNAL', text: 'Internal' },
  { value: 'EXTERNAL', text: 'External' },
] as const;

/** The lead assessor's confirmation as the form words its two answers (task-forms §1.4). */
const confirmationText = (confirmed: boolean | null | undefined) =>
  confirmed === true
    ? 'Yes, the lead assessor reviewed and confirmed that the assessment meets the ESOS requirements'
    : confirmed === false
      ? 'Yes, the lead assessor reviewed but not confirmed that the assessment meets the ESOS requirements'
      : '';

export const leadAssessorSheet = (nocs: NocInfo[]): SheetSpec =>
  nocSheet(
    'Lead Assessor',
    [
      'Is the lead assessor who reviewed your ESOS assessment internal or external to your corporate group?',
      'Has the lead assessor reviewed and confirmed that the assessment meets the ESOS requirements?',
    ],
    nocs,
    ({ noc }) => [
      [
        labelOf(ASSESSOR_TYPES, noc.leadAssessor?.leadAssessorType),
        confirmationText(noc.leadAssessor?.hasLeadAssessorConfirmation),
      ],
    ],
  );

const provided =
  'The responsible officer has provided confirmations required in relation to compliance with ESOS by the organisation, which has';

/** Yes when the officer confirmed statements of that kind; blank (a "-") without a confirmations section. */
const confirmedAny = (statements: readonly string[] | null | undefined, section: unknown) =>
  section ? yesNo((statements ?? []).length > 0) : '';

export const confirmationsSheet = (nocs: NocInfo[]): SheetSpec =>
  nocSheet(
    'Responsible Confirmations',
    [
      `${provided} energy responsibility.`,
      `${provided} no energy responsibility.`,
      'When did the responsible officer review the ESOS assessment recommendations?',
      'Second Responsible officer review',
    ],
    nocs,
    ({ noc }) => {
      const confirmations = noc.confirmations;
      return [
        [
          confirmedAny(confirmations?.responsibilityAssessmentTypes, confirmations),
          confirmedAny(confirmations?.noEnergyResponsibilityAssessmentTypes, confirmations),
          govukDate(confirmations?.reviewAssessmentDate),
          confirmations ? yesNo(Boolean(confirmations.secondResponsibleOfficerDetails?.lastName)) : '',
        ],
      ];
    },
  );
