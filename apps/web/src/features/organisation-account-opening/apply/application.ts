import { z } from 'zod';
import { sessionDraft, type SectionStatus } from '../../../shared/step-flow';

export const COMPETENT_AUTHORITIES = ['ENGLAND', 'WALES', 'SCOTLAND', 'NORTHERN_IRELAND', 'OPRED'] as const;
export type CompetentAuthority = (typeof COMPETENT_AUTHORITIES)[number];

export const LOCATION_LABELS: Record<CompetentAuthority, string> = {
  ENGLAND: 'England',
  WALES: 'Wales',
  SCOTLAND: 'Scotland',
  NORTHERN_IRELAND: 'Northern Ireland',
  OPRED: 'Offshore (OPRED)',
};

const answer = z.string().max(10_000);

/** The answers of the "Apply for an organisation account" wizard, as the draft holds them. */
const applicationSchema = z.object({
  /** The Companies House question (step 1), unanswered until the user continues from it. */
  registered: z.enum(['YES', 'NO']).nullable(),
  registrationNumber: answer,
  /** A number a regulator verified for this user's email: it pre-fills step 1. */
  verifiedRegistrationNumber: answer.nullable(),
  /** The number whose Companies House details were last copied into the answers. */
  prefilledFrom: answer.nullable(),
  name: answer,
  type: z.enum(['', 'SIC', 'OTHER']),
  otherTypeName: answer,
  codes: z.array(answer).max(4),
  line1: answer,
  line2: answer,
  city: answer,
  county: answer,
  postcode: answer,
  /** Set once the details step has been continued from (they may have been pre-filled before). */
  detailsDone: z.boolean(),
  competentAuthority: z.enum(COMPETENT_AUTHORITIES).nullable(),
});
export type Application = z.output<typeof applicationSchema>;

export const EMPTY_APPLICATION: Application = {
  registered: null,
  registrationNumber: '',
  verifiedRegistrationNumber: null,
  prefilledFrom: null,
  name: '',
  type: '',
  otherTypeName: '',
  codes: [''],
  line1: '',
  line2: '',
  city: '',
  county: '',
  postcode: '',
  detailsDone: false,
  competentAuthority: null,
};

/**
 * The application's draft: in the tab's session until it is sent or cancelled, so a reload of any step or of
 * 'Check your answers' keeps the answers (issue 20); it never outlives the tab or the sign-in.
 */
export const applicationDraft = sessionDraft('account-application', applicationSchema);

export type ApplicationStatus = SectionStatus;
