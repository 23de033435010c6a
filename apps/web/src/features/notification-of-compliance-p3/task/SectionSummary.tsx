import { Link } from 'react-router';
import { SummaryList, type SummaryListRow } from '../../../shared/govuk/forms';
import { useBackLink } from '../../../shared/routing';
import { routeOf, type StepFlow } from '../../../shared/step-flow';

export interface SectionSummaryProps<A> {
  flow: StepFlow<A>;
  answers: A;
  caption: string;
  /** Where the page leads back to (the task, or the timeline event). */
  back: { href: string; text: string };
}

/** A section's answer rows on the route its answers take, without Change links. */
export function readOnlyRows<A>(flow: StepFlow<A>, answers: A): SummaryListRow[] {
  return routeOf(flow, answers).flatMap((page) =>
    (page.summary?.(answers) ?? []).map(({ change: _change, ...row }) => ({ ...row, actions: [] })),
  );
}

/** A section's answers without Change links or buttons: for whoever may read the task but not change it. */
export function SectionSummary<A>({ flow, answers, caption, back }: SectionSummaryProps<A>) {
  useBackLink(back.href);
  const rows = readOnlyRows(flow, answers);
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <span className="govuk-caption-l">{caption}</span>
        <h1 className="govuk-heading-l">{flow.checkAnswers.title ?? 'Check your answers'}</h1>
        {rows.length > 0 ? (
          <SummaryList rows={rows} />
        ) : (
          <p className="govuk-body">No answers have been given in this section yet.</p>
        )}
        <p className="govuk-body">
          <Link className="govuk-link" to={back.href}>
            {back.text}
          </Link>
        </p>
      </div>
    </div>
  );
}
