import { Link } from 'react-router';

export interface BackLinkProps {
  href: string;
  children?: React.ReactNode;
  onClick?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
}

export function BackLink({ href, children = 'Back', onClick }: BackLinkProps) {
  return (
    <Link to={href} className="govuk-back-link" onClick={onClick}>
      {children}
    </Link>
  );
}
