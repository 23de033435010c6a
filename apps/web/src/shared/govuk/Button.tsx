import { Link } from 'react-router';
import { usePendingRequests } from '../api/pending';

type Variant = 'primary' | 'secondary' | 'warning' | 'inverse';

interface CommonProps {
  children: React.ReactNode;
  variant?: Variant;
  isStartButton?: boolean;
  className?: string;
  /** Disabled while a change (non-GET API request) is being sent (spec §4, pending requests). */
  pending?: boolean;
}

export type ButtonProps = CommonProps &
  (
    | ({ href: string } & Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'>)
    | ({ href?: undefined } & Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, 'className'>)
  );

function StartIcon() {
  return (
    <svg
      className="govuk-button__start-icon"
      xmlns="http://www.w3.org/2000/svg"
      width="17.5"
      height="19"
      viewBox="0 0 33 40"
      aria-hidden="true"
      focusable="false"
    >
      <path fill="currentColor" d="M0 0h13l20 20-20 20H0l20-20z" />
    </svg>
  );
}

/** GOV.UK button; with href it renders a link styled as a button (client-side for local paths). */
export function Button(props: ButtonProps) {
  const { children, variant = 'primary', isStartButton, className } = props;
  const requestPending = usePendingRequests();
  const classes = ['govuk-button'];
  if (variant !== 'primary') classes.push(`govuk-button--${variant}`);
  if (className) classes.push(className);
  if (isStartButton) classes.push('govuk-button--start');
  const content = (
    <>
      {children}
      {isStartButton ? <StartIcon /> : null}
    </>
  );

  if (props.href !== undefined) {
    const {
      href,
      children: _c,
      variant: _v,
      isStartButton: _s,
      className: _cl,
      pending: _p,
      ...anchorProps
    } = props;
    const common = {
      ...anchorProps,
      role: 'button',
      draggable: false,
      className: classes.join(' '),
      'data-module': 'govuk-button',
    };
    return href.startsWith('/') ? (
      <Link to={href} {...common}>
        {content}
      </Link>
    ) : (
      <a href={href} {...common}>
        {content}
      </a>
    );
  }
  const {
    children: _c,
    variant: _v,
    isStartButton: _s,
    className: _cl,
    href: _h,
    pending,
    ...buttonProps
  } = props;
  const disabled = buttonProps.disabled || (pending && requestPending) || undefined;
  return (
    <button
      {...buttonProps}
      type={buttonProps.type ?? 'submit'}
      disabled={disabled}
      aria-disabled={disabled ? true : undefined}
      data-pending={pending ? true : undefined}
      className={classes.join(' ')}
      data-module="govuk-button"
    >
      {content}
    </button>
  );
}
