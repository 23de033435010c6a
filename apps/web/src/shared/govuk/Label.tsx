import { classNames } from './form-field';

export interface LabelProps {
  htmlFor?: string;
  children: React.ReactNode;
  className?: string;
  isPageHeading?: boolean;
}

export function Label({ htmlFor, children, className, isPageHeading }: LabelProps) {
  const label = (
    <label className={classNames('govuk-label', className)} htmlFor={htmlFor}>
      {children}
    </label>
  );
  return isPageHeading ? <h1 className="govuk-label-wrapper">{label}</h1> : label;
}
