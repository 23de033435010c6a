export interface DetailsProps {
  summary: React.ReactNode;
  children: React.ReactNode;
  id?: string;
  open?: boolean;
}

export function Details({ summary, children, id, open }: DetailsProps) {
  return (
    <details id={id} className="govuk-details" open={open}>
      <summary className="govuk-details__summary">
        <span className="govuk-details__summary-text">{summary}</span>
      </summary>
      <div className="govuk-details__text">{children}</div>
    </details>
  );
}
