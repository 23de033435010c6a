export function InsetText({ children }: { children: React.ReactNode }) {
  return <div className="govuk-inset-text">{children}</div>;
}
