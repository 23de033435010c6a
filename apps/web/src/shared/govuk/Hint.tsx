import { classNames } from './form-field';

export interface HintProps {
  id?: string;
  children: React.ReactNode;
  className?: string;
}

export function Hint({ id, children, className }: HintProps) {
  return (
    <div id={id} className={classNames('govuk-hint', className)}>
      {children}
    </div>
  );
}
