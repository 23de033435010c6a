export function WarningText({
  children,
  iconFallbackText = 'Warning',
}: {
  children: React.ReactNode;
  iconFallbackText?: string;
}) {
  return (
    <div className="govuk-warning-text">
      <span className="govuk-warning-text__icon" aria-hidden="true">
        !
      </span>
      <strong className="govuk-warning-text__text">
        <span className="govuk-visually-hidden">{iconFallbackText}</span>
        {children}
      </strong>
    </div>
  );
}
