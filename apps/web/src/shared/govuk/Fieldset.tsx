import { classNames } from './form-field';

export interface FieldsetLegend {
  text: React.ReactNode;
  /** Size modifier, e.g. 'l' for govuk-fieldset__legend--l. */
  size?: 's' | 'm' | 'l' | 'xl';
  isPageHeading?: boolean;
}

export interface FieldsetProps {
  legend?: FieldsetLegend;
  describedBy?: string;
  className?: string;
  role?: string;
  children?: React.ReactNode;
}

export function Fieldset({ legend, describedBy, className, role, children }: FieldsetProps) {
  return (
    <fieldset className={classNames('govuk-fieldset', className)} role={role} aria-describedby={describedBy}>
      {legend ? (
        <legend
          className={classNames(
            'govuk-fieldset__legend',
            legend.size && `govuk-fieldset__legend--${legend.size}`,
          )}
        >
          {legend.isPageHeading ? <h1 className="govuk-fieldset__heading">{legend.text}</h1> : legend.text}
        </legend>
      ) : null}
      {children}
    </fieldset>
  );
}
