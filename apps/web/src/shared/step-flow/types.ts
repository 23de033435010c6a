import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { ZodType } from 'zod';
import type { SummaryListRow } from '../govuk/forms';

/** A section's status, as the reporting tasks keep it per section (`…SectionsCompleted`). */
export type SectionStatus = 'NOT_STARTED' | 'IN_PROGRESS' | 'COMPLETED';

/** The values of a page address's parameters, e.g. `{ item: '2' }` for 'audits/:item'. */
export type StepParams = Readonly<Record<string, string | undefined>>;

/** What a page's fields get from the flow. */
export interface StepFieldsProps<Values extends FieldValues, Answers, Output = Values> {
  /** The page's react-hook-form form: register, control, formState.errors, watch… */
  form: UseFormReturn<Values, unknown, Output>;
  /** The section's saved answers (what the user gave on earlier pages). */
  answers: Answers;
  params: StepParams;
  /** The page's title, for a question that is the page's heading (a legend or label with isPageHeading). */
  title: string;
  /** The link to another page of the section (a path such as 'audits/add'), keeping change mode. */
  pageHref(path: string): string;
}

/** A row of 'Check your answers'; the flow adds the Change link to the page that asked it. */
export interface StepSummaryRow extends SummaryListRow {
  /** The Change link's hidden words ('organisation name'); false for a row with no Change link. */
  change?: string | false;
}

/**
 * One page of a section: a form with its own zod schema. Pages are listed in order; a page is on the user's
 * route when `when` says so, and Continue goes to the next page on the route unless `next` chooses another.
 * Pages with `returnTo` are reached from another page (an add-another item, a remove confirmation) and go
 * back to it. Functions are declared as methods so pages of different value types share one list.
 */
export interface StepPage<Answers, Values extends FieldValues = FieldValues, Output = unknown> {
  /** The address below the section: '' for the section's own address, 'details', 'audits/:item'. */
  path: string;
  /** The page's title: its h1 (or its question, with `ownHeading`) and the browser title. */
  title: string;
  /** True when the fields render the heading themselves (a legend or label with isPageHeading). */
  ownHeading?: boolean;
  /** The page's own schema: what the form holds in, what apply() gets out. */
  schema: ZodType<Output, Values>;
  /** Whether the page is on the route, given the answers so far (default: always). */
  when?(answers: Answers): boolean;
  /** The form's starting values: the saved answers, else the defaults. */
  values(answers: Answers, params: StepParams): Values;
  /**
   * The answers after Continue: the output merged in, and answers it makes irrelevant dropped. May be async
   * (a check the server makes); throw StepFieldError to keep the user on the page with a field error.
   */
  apply(answers: Answers, output: Output, params: StepParams): Answers | Promise<Answers>;
  /**
   * Whether the answers hold this page's answer. The first page on the route that is not done is where the
   * user resumes; 'Check your answers' needs them all. Default: the schema accepts values(answers).
   */
  done?(answers: Answers): boolean;
  /** The page after this one when it is not the next on the route: a page address (parameters filled in). */
  next?(answers: Answers, output: Output, params: StepParams): string | undefined;
  /** For pages reached from another page: the address of that page, where Back and Continue go. */
  returnTo?: string;
  /** The page's fields. */
  Fields(props: StepFieldsProps<Values, Answers, Output>): ReactNode;
  /** This page's rows on 'Check your answers'. */
  summary?(answers: Answers): StepSummaryRow[];
  /** The Continue button's words on this page (default: the flow's). */
  continueText?: string;
}

export interface StepFlow<Answers> {
  /** Above every page's heading: the section's or the application's name. */
  caption: string;
  pages: readonly StepPage<Answers>[];
  /** 'Continue' unless the service says otherwise ('Save and continue' in the reporting tasks). */
  continueText?: string;
  checkAnswers: {
    /** Its address below the section (default 'summary'). */
    path?: string;
    /** Default 'Check your answers'. */
    title?: string;
    /** The button that confirms the section: 'Confirm and continue', 'Confirm and complete', 'Submit'. */
    confirmText: string;
    /** Replaces the default list (every page's rows) for sections that group their answers. */
    Answers?(props: CheckAnswersProps<Answers>): ReactNode;
    /** Shown below the answers, above the button (e.g. a declaration). */
    Declaration?(props: { answers: Answers }): ReactNode;
  };
}

export interface CheckAnswersProps<Answers> {
  answers: Answers;
  /** The address of a page in change mode (Continue comes back here). */
  changeHref(pagePath: string): string;
}

/** Where to go after the section is confirmed: an address, or one with navigation state. */
export type StepDestination = string | { to: string; state?: unknown; replace?: boolean };

/**
 * What the workflow gives the flow: where it lives, its saved answers and how to save them. For a reporting
 * task, `save` is the task's SAVE action with the whole payload; for the application wizard, the tab's session.
 */
export interface StepFlowBinding<Answers> {
  /** The section's address: '/accounts/new', '/tasks/7/notification/reporting-obligation'. */
  basePath: string;
  answers: Answers;
  status: SectionStatus;
  /**
   * Saves the section: every Continue (IN_PROGRESS), so nothing is lost when the tab closes. Resolves once
   * `answers` holds the save (the task re-read, or a synchronous store); rejects to keep the user on the page.
   */
  save(answers: Answers, status: SectionStatus): Promise<void>;
  /** 'Check your answers' confirmed: save it COMPLETED (or send it), then say where to go. */
  complete(answers: Answers): StepDestination | Promise<StepDestination>;
  /** The words of a failed save or completion (default: a general 'could not be saved'). */
  errorMessage?(error: unknown, during: 'save' | 'complete'): string;
  /** The link below every page: 'Return to: <task name>', or 'Cancel'. */
  exit: { href: string; text: string };
  /** The first page's Back link (none when absent). */
  backFromStart?: string;
}
