import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  canExtend,
  clearRefreshExpiry,
  getRefreshExpiry,
  readRefreshExpiryNow,
  recordTokenResponse,
  refreshExpiresIn,
  subscribeRefreshExpiry,
} from './refresh-expiry';
import { resetRefreshExpiryForTest } from './testing';

beforeEach(() => {
  window.localStorage.clear();
  resetRefreshExpiryForTest();
});

describe('refresh token expiry', () => {
  it('reads refresh_expires_in from a token response', () => {
    expect(refreshExpiresIn({ refresh_expires_in: 1800 })).toBe(1800);
    expect(refreshExpiresIn({ refresh_expires_in: '60' })).toBe(60);
    expect(refreshExpiresIn({ refresh_expires_in: 0 })).toBeUndefined();
    expect(refreshExpiresIn({})).toBeUndefined();
    expect(refreshExpiresIn(null)).toBeUndefined();
  });

  it('records the expiry of a new sign-in and keeps it in storage shared by every tab', () => {
    recordTokenResponse({ refresh_expires_in: 1800 }, true, 1_000_000);
    expect(getRefreshExpiry()).toEqual({
      expiresAt: 1_000_000 + 1_800_000,
      issuedAt: 1_000_000,
      lifetime: 1800,
      originalLifetime: 1800,
    });
    resetRefreshExpiryForTest();
    expect(getRefreshExpiry()?.expiresAt).toBe(2_800_000);
  });

  it('keeps the original lifetime across refreshes and notices a shorter one', () => {
    const listener = vi.fn();
    subscribeRefreshExpiry(listener);
    recordTokenResponse({ refresh_expires_in: 1800 }, true, 0);
    recordTokenResponse({ refresh_expires_in: 1798 }, false, 10_000);
    let expiry = getRefreshExpiry();
    expect(expiry?.originalLifetime).toBe(1800);
    expect(expiry && canExtend(expiry)).toBe(true);
    recordTokenResponse({ refresh_expires_in: 600 }, false, 20_000);
    expiry = getRefreshExpiry();
    expect(expiry?.expiresAt).toBe(620_000);
    expect(expiry && canExtend(expiry)).toBe(false);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('a new sign-in starts a new baseline', () => {
    recordTokenResponse({ refresh_expires_in: 1800 }, true, 0);
    recordTokenResponse({ refresh_expires_in: 900 }, true, 0);
    expect(getRefreshExpiry()?.originalLifetime).toBe(900);
  });

  it('forgets the expiry when signing out or when the provider sends none', () => {
    recordTokenResponse({ refresh_expires_in: 1800 }, true, 0);
    clearRefreshExpiry();
    expect(getRefreshExpiry()).toBeNull();
    expect(window.localStorage.length).toBe(0);
    recordTokenResponse({ refresh_expires_in: 1800 }, true, 0);
    recordTokenResponse({}, true, 0);
    expect(getRefreshExpiry()).toBeNull();
  });

  it("follows another tab's renewals and sign-out", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeRefreshExpiry(listener);
    recordTokenResponse({ refresh_expires_in: 60 }, true, 0);
    const renewed = { expiresAt: 100_000, issuedAt: 40_000, lifetime: 60, originalLifetime: 60 };
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'esos.refresh-expiry', newValue: JSON.stringify(renewed) }),
    );
    expect(getRefreshExpiry()).toEqual(renewed);
    window.dispatchEvent(new StorageEvent('storage', { key: 'esos.refresh-expiry', newValue: null }));
    expect(getRefreshExpiry()).toBeNull();
    window.dispatchEvent(new StorageEvent('storage', { key: 'something.else', newValue: '{}' }));
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
  });

  it('reads a renewal stored by another tab before its event arrives', () => {
    recordTokenResponse({ refresh_expires_in: 60 }, true, 0);
    const renewed = { expiresAt: 100_000, issuedAt: 40_000, lifetime: 60, originalLifetime: 60 };
    window.localStorage.setItem('esos.refresh-expiry', JSON.stringify(renewed));
    expect(getRefreshExpiry()?.issuedAt).toBe(0);
    expect(readRefreshExpiryNow()).toEqual(renewed);
    expect(getRefreshExpiry()).toEqual(renewed);
  });
});
