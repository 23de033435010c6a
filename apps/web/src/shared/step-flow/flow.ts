import { matchPath } from 'react-router';
import type { FieldValues } from 'react-hook-form';
import { textIn } from '../workflow/text';
import { stepFlowMessages } from './messages.en';
import type { SectionStatus, StepFlow, StepPage, StepParams } from './types';

/**
 * The flow's rules without React: which page an address is, which pages are on the route, where Continue and
 * Back go, and where a returning user resumes. Addresses here are page paths below the section ('' is the
 * section's own address); href() turns them into links.
 */

export const DEFAULT_CHECK_ANSWERS_PATH = 'summary';

export function checkAnswersPath<A>(flow: StepFlow<A>): string {
  return flow.checkAnswers.path ?? DEFAULT_CHECK_ANSWERS_PATH;
}

export function stepPage<A, V extends FieldValues, O>(page: StepPage<A, V, O>): StepPage<A> {
  return page as StepPage<A>;
}

// Loops rather than /\/+$/, which backtracks quadratically on a long run of slashes.
function trimEnd(path: string): string {
  let end = path.length;
  while (end > 0 && path[end - 1] === '/') end -= 1;
  return path.slice(0, end);
}
function trim(path: string): string {
  let start = 0;
  while (start < path.length && path[start] === '/') start += 1;
  return trimEnd(path.slice(start));
}

export type StepMatch<A> =
  | { kind: 'page'; page: StepPage<A>; params: StepParams }
  | { kind: 'check-answers' }
  | { kind: 'resume' }
  | { kind: 'unknown' };

/** Which page of the flow an address below the section is. */
export function matchStep<A>(flow: StepFlow<A>, address: string): StepMatch<A> {
  const path = trim(address);
  if (path === checkAnswersPath(flow)) return { kind: 'check-answers' };
  for (const page of flow.pages) {
    if (page.path === '') {
      if (path === '') return { kind: 'page', page, params: {} };
      continue;
    }
    const matched = matchPath({ path: `/${page.path}`, end: true }, `/${path}`);
    if (matched) return { kind: 'page', page, params: matched.params };
  }
  return path === '' ? { kind: 'resume' } : { kind: 'unknown' };
}

/** The pages on the user's route: in order, without pages reached from others, each when its answers apply. */
export function routeOf<A>(flow: StepFlow<A>, answers: A): StepPage<A>[] {
  return flow.pages.filter((page) => page.returnTo === undefined && (page.when?.(answers) ?? true));
}

export function isDone<A>(page: StepPage<A>, answers: A): boolean {
  return page.done ? page.done(answers) : page.schema.safeParse(page.values(answers, {})).success;
}

/** The first page on the route still to answer, or undefined when every one is answered. */
export function firstUnanswered<A>(flow: StepFlow<A>, answers: A): StepPage<A> | undefined {
  return routeOf(flow, answers).find((page) => !isDone(page, answers));
}

/** Where a user opening the section goes: the summary once completed, else the first page still to answer. */
export function resumePath<A>(flow: StepFlow<A>, answers: A, status: SectionStatus): string {
  if (status === 'COMPLETED') return checkAnswersPath(flow);
  return firstUnanswered(flow, answers)?.path ?? checkAnswersPath(flow);
}

/** A page path with its parameters filled in. */
export function fillPath(path: string, params: StepParams): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** The link to a page path of a section, in change mode when the user came from 'Check your answers'. */
export function href(basePath: string, path: string, change = false): string {
  const base = trimEnd(basePath);
  const address = path ? `${base}/${path}` : base;
  return change ? `${address}?change=true` : address;
}

/**
 * Where a guard sends a user who opened this page, or undefined when they may see it: a completed section
 * shows its summary unless changing; a page off the route, or one after a page still to answer, resumes.
 */
export function redirectFor<A>(
  flow: StepFlow<A>,
  page: StepPage<A>,
  answers: A,
  status: SectionStatus,
  change: boolean,
): string | undefined {
  if (status === 'COMPLETED' && !change) return checkAnswersPath(flow);
  const anchor =
    page.returnTo === undefined ? page : flow.pages.find((other) => other.path === page.returnTo);
  const route = routeOf(flow, answers);
  if (!anchor || !route.includes(anchor)) return resumePath(flow, answers, status);
  const unanswered = firstUnanswered(flow, answers);
  if (unanswered && route.indexOf(unanswered) < route.indexOf(anchor)) return unanswered.path;
  return undefined;
}

/**
 * Where Continue goes, given the answers just saved: a page's own choice; back to the page a detour came
 * from; when changing, the next page the change made unanswered, else the summary; otherwise the next page.
 */
export function nextPath<A>(
  flow: StepFlow<A>,
  page: StepPage<A>,
  answers: A,
  chosen: string | undefined,
  change: boolean,
): string {
  if (chosen !== undefined) return chosen;
  if (page.returnTo !== undefined) return page.returnTo;
  const route = routeOf(flow, answers);
  const after = route.slice(route.indexOf(page) + 1);
  if (change) return after.find((next) => !isDone(next, answers))?.path ?? checkAnswersPath(flow);
  return after[0]?.path ?? checkAnswersPath(flow);
}

/** Where Back goes: to the page a detour came from, to the summary when changing, else the previous page. */
export function backPath<A>(
  flow: StepFlow<A>,
  page: StepPage<A>,
  answers: A,
  change: boolean,
): string | undefined {
  if (page.returnTo !== undefined) return page.returnTo;
  if (change) return checkAnswersPath(flow);
  const route = routeOf(flow, answers);
  const index = route.indexOf(page);
  return index > 0 ? route[index - 1]?.path : undefined;
}

/** The browser title of an address below the section. */
export function stepTitle<A>(flow: StepFlow<A>, address: string): string | undefined {
  const match = matchStep(flow, address);
  if (match.kind === 'page') return match.page.title;
  if (match.kind === 'check-answers')
    return flow.checkAnswers.title ?? textIn(stepFlowMessages, 'checkYourAnswers');
  return undefined;
}

/** Thrown by a page's apply() for a check the form cannot make alone: shown on that field. */
export class StepFieldError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'StepFieldError';
  }
}
