import { api, ApiError, type UserState } from '../api';

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
