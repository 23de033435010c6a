import { Suspense, lazy } from 'react';
import { ESOS_GUIDANCE_URL } from '../shared/config';
import { Footer } from '../shared/govuk/Footer';
import { GovukHeaderBar, Header, type HeaderNavigationItem } from '../shared/govuk/Header';
import { LanguageSelect } from '../shared/govuk/LanguageSelect';
import { useMessages } from '../shared/i18n/use-messages';
import { paths } from '../shared/routing/paths';
import { shellMessages } from './messages.en';

// The layout's header and footer, out of the application's start (its budget, ADR 54): one chunk that
// main.tsx preloads beside the session's own start, so they are in the first render all the same.

// One Login's service header, for people signed in while One Login is the sign-in (ADR 48): loaded then only.
const OneLoginHeader = lazy(() =>
  import('../shared/govuk/OneLoginHeader').then((m) => ({ default: m.OneLoginHeader })),
);

export interface SiteHeaderProps {
  serviceName: string;
  navigation: HeaderNavigationItem[];
  currentPath: string;
  /** Signing out, offered in the header when `signedIn`. */
  onSignOut: () => void;
  signedIn: boolean;
  /** One Login's header in place of GOV.UK's, sign-out in it. */
  oneLoginHeader: boolean;
}

/** The GOV.UK header and service navigation, then the language toggle at the right. */
export function SiteHeader(props: SiteHeaderProps) {
  const { serviceName, navigation, currentPath, onSignOut, signedIn, oneLoginHeader } = props;
  return (
    <>
      <Header
        serviceName={serviceName}
        serviceUrl="/"
        navigation={navigation}
        currentPath={currentPath}
        onSignOut={signedIn && !oneLoginHeader ? onSignOut : undefined}
        masthead={
          oneLoginHeader ? (
            // The GOV.UK bar while the header loads: the same blue bar and logo, so nothing jumps.
            <Suspense fallback={<GovukHeaderBar />}>
              <OneLoginHeader onSignOut={onSignOut} />
            </Suspense>
          ) : undefined
        }
      />
      <div className="govuk-width-container app-language-select">
        <LanguageSelect />
      </div>
    </>
  );
}

/** The service's footer. */
export function SiteFooter() {
  const t = useMessages(shellMessages);
  return (
    <Footer
      metaItems={[
        { text: t('privacyNotice'), href: paths.privacyNotice },
        { text: t('contactUs'), href: paths.contactUs },
        { text: t('accessibilityStatement'), href: paths.accessibility },
        { text: t('esosGuidance'), href: ESOS_GUIDANCE_URL, external: true },
      ]}
    />
  );
}
