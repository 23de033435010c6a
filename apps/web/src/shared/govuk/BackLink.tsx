import { Link } from 'react-router';
import { useMessages } from '../i18n/use-messages';
import { govukMessages } from './messages.en';

export interface BackLinkProps {
  href: string;
  children?: React.ReactNode;
  onClick?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
}

export function BackLink({ href, children, onClick }: BackLinkProps) {
  const t = useMessages(govukMessages);
  return (
    <Link to={href} className="govuk-back-link" onClick={onClick}>
      {children ?? t('back')}
    </Link>
  );
}
