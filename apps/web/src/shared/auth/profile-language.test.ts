import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../api';
import { apiResult } from '../../test/api-result';
import { profileLanguageOf, saveProfileLanguage } from './profile-language';

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
