import { useEffect, useId, useRef } from 'react';
import { useMessages } from '../i18n/use-messages';
import { componentMessages } from './components.messages.en';

export interface NotificationBannerProps {
  type?: 'success';
  title?: string;
  titleHeadingLevel?: 2 | 3 | 4;
  /** Id of the title; defaults to a unique id, so two banners on a page never share one. */
  titleId?: string;
  children: React.ReactNode;
  disableAutoFocus?: boolean;
}

/** Neutral ('Important') or success banner; a success banner is focused once when shown. */
export function NotificationBanner({
  type,
  title,
  titleHeadingLevel = 2,
  titleId: givenTitleId,
  children,
  disableAutoFocus,
}: NotificationBannerProps) {
  const t = useMessages(componentMessages);
  const generatedTitleId = useId();
  const titleId = givenTitleId ?? generatedTitleId;
  const ref = useRef<HTMLDivElement>(null);
  const success = type === 'success';
  const Heading = `h${titleHeadingLevel}` as const;

  useEffect(() => {
    if (success && !disableAutoFocus) ref.current?.focus();
  }, [success, disableAutoFocus]);

  return (
    <div
      ref={ref}
      className={`govuk-notification-banner${success ? ' govuk-notification-banner--success' : ''}`}
      role={success ? 'alert' : 'region'}
      aria-labelledby={titleId}
      data-module="govuk-notification-banner"
      tabIndex={success && !disableAutoFocus ? -1 : undefined}
    >
      <div className="govuk-notification-banner__header">
        <Heading className="govuk-notification-banner__title" id={titleId}>
          {title ?? (success ? t('success') : t('important'))}
        </Heading>
      </div>
      <div className="govuk-notification-banner__content">{children}</div>
    </div>
  );
}
