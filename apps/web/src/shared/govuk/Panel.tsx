export interface PanelProps {
  title: React.ReactNode;
  headingLevel?: 1 | 2 | 3;
  children?: React.ReactNode;
}

export function Panel({ title, headingLevel = 1, children }: PanelProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="govuk-panel govuk-panel--confirmation">
      <Heading className="govuk-panel__title">{title}</Heading>
      {children ? <div className="govuk-panel__body">{children}</div> : null}
    </div>
  );
}
