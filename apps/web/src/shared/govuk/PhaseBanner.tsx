import { useMessages } from '../i18n/use-messages';
import { govukMessages } from './messages.en';
import { Tag } from './Tag';

export interface PhaseBannerProps {
  tag?: string;
  children: React.ReactNode;
  /** Extra content shown at the end of the banner (right-aligned from tablet up). */
  end?: React.ReactNode;
}

export function PhaseBanner({ tag, children, end }: PhaseBannerProps) {
  const t = useMessages(govukMessages);
  return (
    <div className={`govuk-phase-banner govuk-width-container${end ? ' app-phase-banner' : ''}`}>
      <p className="govuk-phase-banner__content">
        <Tag className="govuk-phase-banner__content__tag">{tag ?? t('beta')}</Tag>
        <span className="govuk-phase-banner__text">{children}</span>
        {end ? <span className="app-phase-banner__end">{end}</span> : null}
      </p>
    </div>
  );
}
