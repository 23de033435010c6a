import { api, ApiError, type UserState } from '../api';
import { onLanguageChange, setLanguage, type Language } from '../i18n';
import type { Session } from './session-state';

/** The languages the service speaks (ADR 55). */
export type ProfileLanguage = 'en' | 'cy';

/**
 * Keeps the person's choice in their profile, so every device they sign in from speaks it and e-mails to
 * them are written in it (ADR 55).
 */
export async function saveProfileLanguage(language: ProfileLanguage): Promise<void> {
  const { error, response } = await api.PUT('/v1.0/users/language', { body: { language } });
  if (!response.ok) throw new ApiError(response.status, error);
}

/**
 * The language the profile holds, or null when the person never chose one (the cookie's choice then
 * stands). Anything else reads as never chosen rather than an error: the cookie or English follows.
 */
export function profileLanguageOf(
  userState: Pick<UserState, 'language'> | null | undefined,
): ProfileLanguage | null {
  const language: unknown = userState?.language;
  return language === 'en' || language === 'cy' ? language : null;
}

function saveQuietly(language: ProfileLanguage): void {
  // The cookie already holds the choice on this device; a failed save is retried by the next change.
  saveProfileLanguage(language).catch((error: unknown) =>
    console.error('Could not keep the language in the profile', error),
  );
}

/**
 * At start, once the session is known: a language chosen on this device (`chosen`: the address's `?lang=`
 * or the cookie, read before start wrote it) goes into the profile when it differs; a device that never chose
 * speaks the profile's language, so every device a person signs in from speaks it. Every later change is kept
 * in the profile while signed in.
 */
export async function followProfileLanguage(
  session: () => Pick<Session, 'loggedIn' | 'userState'>,
  chosen: { inAddress: Language | null; inCookie: Language | null },
): Promise<void> {
  const { loggedIn, userState } = session();
  if (loggedIn) {
    const profile = profileLanguageOf(userState);
    // This device's own choice wins (made here, perhaps just before signing in); a device that never chose
    // speaks the profile's language.
    const choice = chosen.inAddress ?? chosen.inCookie;
    if (choice) {
      if (choice !== profile) saveQuietly(choice);
    } else if (profile) {
      await setLanguage(profile);
    }
  }
  onLanguageChange((language) => {
    if (session().loggedIn) saveQuietly(language);
  });
}
