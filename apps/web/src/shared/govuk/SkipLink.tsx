import type { Ref } from 'react';
import { useMessages } from '../i18n/use-messages';
import { govukMessages } from './messages.en';

export interface SkipLinkProps {
  href?: string;
  children?: React.ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

export function SkipLink({ href = '#main-content', children, ref }: SkipLinkProps) {
  const t = useMessages(govukMessages);
  return (
    <a ref={ref} href={href} className="govuk-skip-link" data-module="govuk-skip-link">
      {children ?? t('skipLink')}
    </a>
  );
}
