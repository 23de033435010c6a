import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../api';
import { apiResult } from '../../test/api-result';
import { currentLanguage, setLanguage } from '../i18n';
import { followProfileLanguage, profileLanguageOf, saveProfileLanguage } from './profile-language';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('saveProfileLanguage', () => {
  it('puts the choice in the profile through the typed client', async () => {
    const put = vi.spyOn(api, 'PUT').mockResolvedValue(apiResult(null, 204) as never);
    await saveProfileLanguage('cy');
    expect(put).toHaveBeenCalledWith('/v1.0/users/language', { body: { language: 'cy' } });
  });

  it("throws the API's error when the save is refused", async () => {
    vi.spyOn(api, 'PUT').mockResolvedValue(apiResult({ code: 'FORM1001' }, 400) as never);
    const saving = saveProfileLanguage('en');
    await expect(saving).rejects.toBeInstanceOf(ApiError);
    await expect(saving).rejects.toMatchObject({ status: 400, body: { code: 'FORM1001' } });
  });
});

describe('profileLanguageOf', () => {
  it('reads the language the profile holds', () => {
    expect(profileLanguageOf({ language: 'cy' })).toBe('cy');
    expect(profileLanguageOf({ language: 'en' })).toBe('en');
  });

  it('answers null when never chosen, and for anything it does not know, never throwing', () => {
    expect(profileLanguageOf({ language: null })).toBeNull();
    expect(profileLanguageOf({})).toBeNull();
    expect(profileLanguageOf(null)).toBeNull();
    expect(profileLanguageOf(undefined)).toBeNull();
    expect(profileLanguageOf({ language: 'fr' as never })).toBeNull();
  });
});

describe('followProfileLanguage', () => {
  const signedIn = (language: 'en' | 'cy' | null) => () => ({
    loggedIn: true,
    userState: { language } as never,
  });
  const nothingChosen = { inAddress: null, inCookie: null };

  afterEach(async () => {
    await setLanguage('en');
  });

  it("applies the profile's language on a device that chose nothing, without saving it back", async () => {
    const put = vi.spyOn(api, 'PUT').mockResolvedValue(apiResult(null, 204) as never);
    await followProfileLanguage(signedIn('cy'), nothingChosen);
    expect(currentLanguage()).toBe('cy');
    expect(put).not.toHaveBeenCalled();
  });

  it('keeps a language chosen in the address in the profile, over the profile', async () => {
    const put = vi.spyOn(api, 'PUT').mockResolvedValue(apiResult(null, 204) as never);
    await followProfileLanguage(signedIn('cy'), { inAddress: 'en', inCookie: 'cy' });
    expect(currentLanguage()).toBe('en');
    expect(put).toHaveBeenCalledWith('/v1.0/users/language', { body: { language: 'en' } });
  });

  it("keeps this device's own choice over the profile's, in the profile", async () => {
    const put = vi.spyOn(api, 'PUT').mockResolvedValue(apiResult(null, 204) as never);
    await setLanguage('cy');
    await followProfileLanguage(signedIn('en'), { inAddress: null, inCookie: 'cy' });
    expect(currentLanguage()).toBe('cy');
    expect(put).toHaveBeenCalledWith('/v1.0/users/language', { body: { language: 'cy' } });
  });

  it("keeps this device's cookie in a profile that has none, and every later change while signed in", async () => {
    const put = vi.spyOn(api, 'PUT').mockResolvedValue(apiResult(null, 204) as never);
    await followProfileLanguage(signedIn(null), { inAddress: null, inCookie: 'cy' });
    expect(put).toHaveBeenLastCalledWith('/v1.0/users/language', { body: { language: 'cy' } });
    await setLanguage('cy');
    await setLanguage('en');
    expect(put).toHaveBeenLastCalledWith('/v1.0/users/language', { body: { language: 'en' } });
  });

  it('saves nothing for a signed-out visitor', async () => {
    const put = vi.spyOn(api, 'PUT').mockResolvedValue(apiResult(null, 204) as never);
    await followProfileLanguage(() => ({ loggedIn: false, userState: null }), {
      inAddress: 'cy',
      inCookie: null,
    });
    await setLanguage('cy');
    expect(put).not.toHaveBeenCalled();
  });
});
