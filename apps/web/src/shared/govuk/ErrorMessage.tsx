export interface ErrorMessageProps {
  id?: string;
  children: React.ReactNode;
  /** Read before the message by screen readers. */
  visuallyHiddenText?: string;
}

export function ErrorMessage({ id, children, visuallyHiddenText = 'Error' }: ErrorMessageProps) {
  return (
    <p id={id} className="govuk-error-message">
      <span className="govuk-visually-hidden">{visuallyHiddenText}:</span> {children}
    </p>
  );
}
