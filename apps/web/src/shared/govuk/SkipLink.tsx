import type { Ref } from 'react';

export interface SkipLinkProps {
  href?: string;
  children?: React.ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

export function SkipLink({ href = '#main-content', children = 'Skip to main content', ref }: SkipLinkProps) {
  return (
    <a ref={ref} href={href} className="govuk-skip-link" data-module="govuk-skip-link">
      {children}
    </a>
  );
}
