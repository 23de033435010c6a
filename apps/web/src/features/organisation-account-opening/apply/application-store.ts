import { useSyncExternalStore } from 'react';
import type { OrganisationDetailsAnswers } from '../../../shared/organisation';

export const COMPETENT_AUTHORITIES = ['ENGLAND', 'WALES', 'SCOTLAND', 'NORTHERN_IRELAND', 'OPRED'] as const;
export type CompetentAuthority = (typeof COMPETENT_AUTHORITIES)[number];

export const LOCATION_LABELS: Record<CompetentAuthority, string> = {
  ENGLAND: 'England',
  WALES: 'Wales',
  SCOTLAND: 'Scotland',
  NORTHERN_IRELAND: 'Northern Ireland',
  OPRED: 'Offshore (OPRED)',
};

/** The answers of the "Apply for an organisation account" wizard, as the steps hold them. */
export interface Application extends OrganisationDetailsAnswers {
  /** Whether the user answered the Companies House question (the wizard's first step). */
  registered: 'YES' | 'NO' | null;
  registrationNumber: string;
  /** The CRN whose Companies House details were last copied into the answers. */
  prefilledFrom: string | null;
  /** Set once the details step has been completed. */
  detailsDone: boolean;
  competentAuthority: CompetentAuthority | null;
}

export const EMPTY_APPLICATION: Application = {
  registered: null,
  registrationNumber: '',
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

/*
 * Held in memory only, as the reference does: a reload starts the application again, and nothing about
 * the organisation is left behind in the browser's storage.
 */
let application: Application | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  listeners.forEach((listener) => listener());
}

export const applicationStore = {
  /** Null until the wizard has been started in this page load. */
  get: (): Application | null => application,
  update(patch: Partial<Application>): void {
    application = { ...(application ?? EMPTY_APPLICATION), ...patch };
    notify();
  },
  reset(): void {
    application = null;
    notify();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useApplication(): Application | null {
  return useSyncExternalStore(applicationStore.subscribe, applicationStore.get, applicationStore.get);
}

/** The first step a wizard in this state still needs, so later steps can send the user back to it. */
export function missingStep(current: Application | null): string | null {
  if (!current?.registered) return '/accounts/new';
  if (!current.detailsDone) return '/accounts/new/details';
  if (!current.competentAuthority) return '/accounts/new/location';
  return null;
}
