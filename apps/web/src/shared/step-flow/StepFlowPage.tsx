import { zodResolver } from '@hookform/resolvers/zod';
import { createElement, useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm, type FieldValues, type Path } from 'react-hook-form';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { FormErrorSummary, useFormErrorTitle, useLeaveWarning } from '../forms';
import { Button, ErrorSummary } from '../govuk';
import { SummaryList, type SummaryListRow } from '../govuk/forms';
import { useBackLink } from '../routing';
import {
  StepFieldError,
  backPath,
  checkAnswersPath,
  firstUnanswered,
  href,
  matchStep,
  nextPath,
  redirectFor,
  resumePath,
  routeOf,
} from './flow';
import { useMessages } from '../i18n';
import { stepFlowMessages } from './messages.en';
import type { StepDestination, StepFlow, StepFlowBinding, StepPage, StepParams } from './types';

const FORM_ID = 'step-form';

export interface StepFlowPageProps<A> {
  flow: StepFlow<A>;
  binding: StepFlowBinding<A>;
}

/**
 * A section of pages at `<basePath>/*`: shows the page the address names (the splat parameter), or
 * 'Check your answers', and sends the user where the flow's rules say when they may not be there.
 */
export function StepFlowPage<A>({ flow, binding }: StepFlowPageProps<A>) {
  const address = useParams()['*'] ?? '';
  const [search] = useSearchParams();
  const change = search.get('change') === 'true';
  const match = matchStep(flow, address);
  const go = (path: string) => <Navigate to={href(binding.basePath, path)} replace />;

  if (match.kind === 'resume' || match.kind === 'unknown') {
    return go(resumePath(flow, binding.answers, binding.status));
  }
  if (match.kind === 'check-answers') {
    const unanswered = binding.status === 'COMPLETED' ? undefined : firstUnanswered(flow, binding.answers);
    return unanswered ? go(unanswered.path) : <CheckAnswers flow={flow} binding={binding} />;
  }
  const redirect = redirectFor(flow, match.page, binding.answers, binding.status, change);
  if (redirect !== undefined) return go(redirect);
  return (
    <StepForm
      // A new form for each page and item, starting from the saved answers.
      key={address}
      flow={flow}
      binding={binding}
      page={match.page}
      params={match.params}
      change={change}
    />
  );
}

function useDestination() {
  const navigate = useNavigate();
  return (destination: StepDestination) =>
    typeof destination === 'string'
      ? void navigate(destination)
      : void navigate(destination.to, { state: destination.state, replace: destination.replace });
}

interface StepFormProps<A> {
  flow: StepFlow<A>;
  binding: StepFlowBinding<A>;
  page: StepPage<A>;
  params: StepParams;
  change: boolean;
}

function StepForm<A>({ flow, binding, page, params, change }: StepFormProps<A>) {
  const t = useMessages(stepFlowMessages);
  const navigate = useNavigate();
  const form = useForm<FieldValues, unknown, unknown>({
    resolver: zodResolver(page.schema),
    defaultValues: page.values(binding.answers, params),
    shouldFocusError: false,
  });
  const [busy, setBusy] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useLeaveWarning(form.formState.isDirty && !leaving);
  useFormErrorTitle(failure !== null);
  const back = backPath(flow, page, binding.answers, change);
  const link = (path: string) => href(binding.basePath, path, change && path !== checkAnswersPath(flow));
  useBackLink(back !== undefined ? link(back) : binding.backFromStart);

  const submit = form.handleSubmit(async (output) => {
    setBusy(true);
    setFailure(null);
    try {
      const answers = await page.apply(binding.answers, output, params);
      await binding.save(answers, 'IN_PROGRESS');
      const chosen = page.next?.(answers, output, params);
      const to = nextPath(flow, page, answers, chosen, change);
      // The answers are kept: leave without the unsaved-changes warning (synchronously, so the router sees it).
      flushSync(() => setLeaving(true));
      void navigate(link(to));
    } catch (error) {
      if (error instanceof StepFieldError) {
        form.setError(error.field as Path<FieldValues>, { type: 'server', message: error.message });
      } else {
        setFailure(binding.errorMessage?.(error, 'save') ?? t('saveFailed'));
      }
    } finally {
      setBusy(false);
    }
  });

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        {failure ? <ErrorSummary errors={[{ href: `#${FORM_ID}`, text: failure }]} /> : null}
        <FormErrorSummary errors={form.formState.errors} submitCount={form.formState.submitCount} />
        <span className="govuk-caption-l">{flow.caption}</span>
        {page.ownHeading ? null : <h1 className="govuk-heading-l">{page.title}</h1>}
        <form id={FORM_ID} noValidate onSubmit={(event) => void submit(event)}>
          {createElement(page.Fields, {
            form,
            answers: binding.answers,
            params,
            title: page.title,
            pageHref: (path: string) => href(binding.basePath, path, change),
          })}
          <div className="govuk-button-group">
            <Button type="submit" disabled={busy}>
              {page.continueText ?? flow.continueText ?? t('continue')}
            </Button>
            <Link className="govuk-link" to={binding.exit.href}>
              {binding.exit.text}
            </Link>
          </div>
        </form>
      </div>
    </div>
  );
}

const CHECK_ANSWERS_ID = 'check-answers';

/** 'Check your answers': every answered page's rows with Change links, then the section's confirmation. */
function CheckAnswers<A>({ flow, binding }: { flow: StepFlow<A>; binding: StepFlowBinding<A> }) {
  const t = useMessages(stepFlowMessages);
  const goTo = useDestination();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useFormErrorTitle(failure !== null);
  const { answers } = binding;
  // Back to the last page; a completed section's pages open its summary, so it has none then.
  const last = routeOf(flow, answers).at(-1);
  useBackLink(last && binding.status !== 'COMPLETED' ? href(binding.basePath, last.path) : undefined);
  const changeHref = (pagePath: string) => href(binding.basePath, pagePath, true);
  // Once sent, the answers may be gone before the next page shows: show nothing meanwhile.
  if (sent) return null;

  const rows: SummaryListRow[] = routeOf(flow, answers).flatMap((page) =>
    (page.summary?.(answers) ?? []).map(({ change, ...row }) => ({
      ...row,
      actions:
        row.actions ??
        (change === false
          ? []
          : [
              {
                href: changeHref(page.path),
                text: t('change'),
                visuallyHiddenText:
                  change ?? (typeof row.key === 'string' ? row.key.toLowerCase() : undefined),
              },
            ]),
    })),
  );

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const destination = await binding.complete(answers);
      setSent(true);
      goTo(destination);
    } catch (error) {
      setFailure(binding.errorMessage?.(error, 'complete') ?? t('saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  const { checkAnswers } = flow;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        {failure ? <ErrorSummary errors={[{ href: `#${CHECK_ANSWERS_ID}`, text: failure }]} /> : null}
        <span className="govuk-caption-l">{flow.caption}</span>
        <h1 className="govuk-heading-l">{checkAnswers.title ?? t('checkYourAnswers')}</h1>
        <div id={CHECK_ANSWERS_ID} tabIndex={-1}>
          {checkAnswers.Answers ? (
            createElement(checkAnswers.Answers, { answers, changeHref })
          ) : (
            <SummaryList rows={rows} />
          )}
        </div>
        {checkAnswers.Declaration ? createElement(checkAnswers.Declaration, { answers }) : null}
        <div className="govuk-button-group">
          {binding.status === 'COMPLETED' ? null : (
            <Button type="button" disabled={busy} onClick={() => void confirm()}>
              {checkAnswers.confirmText}
            </Button>
          )}
          <Link className="govuk-link" to={binding.exit.href}>
            {binding.exit.text}
          </Link>
        </div>
      </div>
    </div>
  );
}
