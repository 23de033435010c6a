import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceSignedOut, onSignedOutElsewhere, withSessionLock } from './tab-sync';

afterEach(() => vi.unstubAllGlobals());

describe('tab coordination', () => {
  it('runs renewals one at a time through the Web Locks API', async () => {
    const request = vi.fn((_name: string, task: () => Promise<unknown>) => task());
    vi.stubGlobal('navigator', { locks: { request } });
    await expect(withSessionLock(async () => 'renewed')).resolves.toBe('renewed');
    expect(request).toHaveBeenCalledWith('esos-session-renewal', expect.any(Function));
  });

  it('still renews in browsers without Web Locks', async () => {
    vi.stubGlobal('navigator', {});
    await expect(withSessionLock(async () => 'renewed')).resolves.toBe('renewed');
  });

  it('tells other tabs about a sign-out and ignores other messages', async () => {
    const received = vi.fn();
    const stop = onSignedOutElsewhere(received);
    const stranger = new BroadcastChannel('esos-session');
    stranger.postMessage({ type: 'hello' });
    announceSignedOut({ type: 'signed-out', reason: 'timeout', idleSeconds: 1800 });
    await vi.waitFor(() => expect(received).toHaveBeenCalledTimes(1));
    expect(received).toHaveBeenCalledWith({ type: 'signed-out', reason: 'timeout', idleSeconds: 1800 });
    stranger.close();
    stop();
  });
});
