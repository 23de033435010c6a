/**
 * When the current refresh token stops working. Refresh tokens are opaque, so the identity provider
 * says how long each one lives in the token response (`refresh_expires_in`, seconds, as Keycloak
 * does); the timeout warning counts down to that moment. Every tab shares the sign-in session, so the
 * record (times only, never a token) lives in localStorage and a renewal in one tab moves every tab's
 * countdown.
 */
export interface RefreshExpiry {
  /** Epoch milliseconds at which the refresh token expires. */
  expiresAt: number;
  /** Epoch milliseconds at which it was issued: the last time the session was used or renewed. */
  issuedAt: number;
  /** Lifetime of the current refresh token in seconds. */
  lifetime: number;
  /** Lifetime of the first refresh token of this sign-in, in seconds. */
  originalLifetime: number;
}

const STORAGE_KEY = 'esos.refresh-expiry';
/** Clock and network jitter: a renewal is only "shorter" when it loses more than this. */
const SHORTER_TOLERANCE_SECONDS = 5;

/** This tab's copy of the record (undefined until first read) and who listens to it. */
export const refreshExpiryState = {
  current: undefined as RefreshExpiry | null | undefined,
  listeners: new Set<() => void>(),
  onStorage,
};

function parse(raw: string | null): RefreshExpiry | null {
  try {
    const value = raw ? (JSON.parse(raw) as Partial<RefreshExpiry>) : null;
    if (
      value &&
      typeof value.expiresAt === 'number' &&
      typeof value.issuedAt === 'number' &&
      typeof value.lifetime === 'number' &&
      typeof value.originalLifetime === 'number'
    )
      return value as RefreshExpiry;
  } catch {
    // Unreadable: behave as if nothing was recorded.
  }
  return null;
}

function read(): RefreshExpiry | null {
  try {
    return parse(window.localStorage.getItem(STORAGE_KEY));
  } catch {
    // Storage unavailable: behave as if nothing was recorded.
    return null;
  }
}

function notify(): void {
  refreshExpiryState.listeners.forEach((listener) => listener());
}

/** Another tab signed in, renewed or signed out. */
function onStorage(event: StorageEvent): void {
  if (event.key !== STORAGE_KEY && event.key !== null) return;
  refreshExpiryState.current = event.key === null ? null : parse(event.newValue);
  notify();
}

function write(value: RefreshExpiry | null): void {
  refreshExpiryState.current = value;
  try {
    if (value) window.localStorage.setItem(STORAGE_KEY, JSON.stringify(value));
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Kept in memory only.
  }
  notify();
}

export function getRefreshExpiry(): RefreshExpiry | null {
  if (refreshExpiryState.current === undefined) refreshExpiryState.current = read();
  return refreshExpiryState.current;
}

/**
 * Reads the record from storage now: another tab may have renewed a moment ago, before this tab's
 * storage event arrives.
 */
export function readRefreshExpiryNow(): RefreshExpiry | null {
  const stored = read();
  if (JSON.stringify(stored) !== JSON.stringify(refreshExpiryState.current ?? null)) {
    refreshExpiryState.current = stored;
    notify();
  }
  return stored;
}

export function subscribeRefreshExpiry(listener: () => void): () => void {
  if (refreshExpiryState.listeners.size === 0) window.addEventListener('storage', onStorage);
  refreshExpiryState.listeners.add(listener);
  return () => {
    refreshExpiryState.listeners.delete(listener);
    if (refreshExpiryState.listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** Reads `refresh_expires_in` from a token response, if the provider sent a usable one. */
export function refreshExpiresIn(response: unknown): number | undefined {
  const value = (response as { refresh_expires_in?: unknown } | null)?.refresh_expires_in;
  const seconds = typeof value === 'string' ? Number(value) : value;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

/**
 * Records a token response. `newSignIn` starts a new baseline (the code exchange after signing in);
 * a refresh keeps the original lifetime so a shortened renewal can be recognised.
 */
export function recordTokenResponse(response: unknown, newSignIn: boolean, now = Date.now()): void {
  const seconds = refreshExpiresIn(response);
  if (seconds === undefined) {
    // No refresh token lifetime from this provider: nothing to warn about.
    if (newSignIn) write(null);
    return;
  }
  const previous = newSignIn ? null : getRefreshExpiry();
  write({
    expiresAt: now + seconds * 1000,
    issuedAt: now,
    lifetime: seconds,
    originalLifetime: previous?.originalLifetime ?? seconds,
  });
}

export function clearRefreshExpiry(): void {
  if (getRefreshExpiry() !== null) write(null);
}

/** False once a renewal returned a shorter lifetime than the first one: renewing again will not help. */
export function canExtend(expiry: RefreshExpiry): boolean {
  return expiry.lifetime >= expiry.originalLifetime - SHORTER_TOLERANCE_SECONDS;
}
