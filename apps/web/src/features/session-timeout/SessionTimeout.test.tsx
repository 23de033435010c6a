import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import type { SignedOutMessage } from '../../shared/auth';
import { expectNoAxeViolations } from '../../test/axe';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

const renewSession = vi.fn<() => Promise<boolean>>();
const signOut = vi.fn(async () => undefined);
const signOutAfterTimeout = vi.fn(async (_idle: number) => undefined);
const setSignedOut = vi.fn();
type SignedOutListener = (message: SignedOutMessage) => void;
let signedOutElsewhere: SignedOutListener | null = null;

vi.mock('../../shared/auth', async () => {
  const expiry = await import('../../shared/auth/refresh-expiry');
  return {
    canExtend: expiry.canExtend,
    getRefreshExpiry: expiry.getRefreshExpiry,
    subscribeRefreshExpiry: expiry.subscribeRefreshExpiry,
    renewSession: () => renewSession(),
    signOut: () => signOut(),
    signOutAfterTimeout: (idle: number) => signOutAfterTimeout(idle),
    setSignedOut: () => setSignedOut(),
    onSignedOutElsewhere: (listener: SignedOutListener) => {
      signedOutElsewhere = listener;
      return () => {
        signedOutElsewhere = null;
      };
    },
  };
});

const { recordTokenResponse } = await import('../../shared/auth/refresh-expiry');
const { resetRefreshExpiryForTest } = await import('../../shared/auth/testing');
const { SessionTimeout } = await import('./SessionTimeout');
const { TimeoutDialog } = await import('./TimeoutDialog');

const dialogName = 'Your session will end soon';

describe('session timeout warning', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'Date'] });
    vi.setSystemTime(0);
    window.localStorage.clear();
    resetRefreshExpiryForTest();
    vi.clearAllMocks();
  });
  afterEach(() => vi.useRealTimers());

  function start(lifetime = 60) {
    recordTokenResponse({ refresh_expires_in: lifetime }, true, Date.now());
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <button type="button">Before</button>
        <SessionTimeout />
        <LocationProbe />
      </MemoryRouter>,
    );
    screen.getByRole('button', { name: 'Before' }).focus();
  }

  it('opens 30 seconds before the refresh token expires', async () => {
    start();
    await act(async () => vi.advanceTimersByTime(29_000));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => vi.advanceTimersByTime(1_000));
    const dialog = screen.getByRole('dialog', { name: dialogName });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(dialog);
    expect(dialog.textContent).toContain('We will sign you out in 30 seconds');
    await act(async () => vi.advanceTimersByTime(5_000));
    expect(dialog.textContent).toContain('We will sign you out in 25 seconds');
  });

  it('Continue renews the session, closes the dialog and returns focus', async () => {
    start();
    await act(async () => vi.advanceTimersByTime(31_000));
    renewSession.mockImplementation(async () => {
      recordTokenResponse({ refresh_expires_in: 60 }, false, Date.now());
      return true;
    });
    await act(async () => screen.getByRole('button', { name: 'Continue' }).click());
    expect(renewSession).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Before' }));
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(signOutAfterTimeout).not.toHaveBeenCalled();
  });

  it('a shorter renewal disables further extension and changes the wording', async () => {
    start();
    await act(async () => vi.advanceTimersByTime(31_000));
    renewSession.mockImplementation(async () => {
      recordTokenResponse({ refresh_expires_in: 20 }, false, Date.now());
      return true;
    });
    await act(async () => screen.getByRole('button', { name: 'Continue' }).click());
    const dialog = screen.getByRole('dialog', { name: dialogName });
    expect(dialog.textContent).toContain(
      'You cannot extend your session again. You will be signed out in 20 seconds.',
    );
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('with no answer signs out and reports the idle time', async () => {
    start();
    await act(async () => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('dialog')).toBeTruthy();
    for (let second = 0; second < 30; second += 1) await act(async () => vi.advanceTimersByTime(1_000));
    expect(signOutAfterTimeout).toHaveBeenCalledTimes(1);
    expect(signOutAfterTimeout).toHaveBeenCalledWith(60);
  });

  it('a failed renewal counts as timed out', async () => {
    start();
    await act(async () => vi.advanceTimersByTime(40_000));
    renewSession.mockResolvedValue(false);
    await act(async () => screen.getByRole('button', { name: 'Continue' }).click());
    expect(signOutAfterTimeout).toHaveBeenCalledWith(40);
  });

  it('Sign out signs out', async () => {
    start();
    await act(async () => vi.advanceTimersByTime(31_000));
    await act(async () => screen.getByRole('button', { name: 'Sign out' }).click());
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('activity elsewhere (a refreshed token) pushes the warning back', async () => {
    start();
    await act(async () => vi.advanceTimersByTime(20_000));
    act(() => recordTokenResponse({ refresh_expires_in: 60 }, false, Date.now()));
    await act(async () => vi.advanceTimersByTime(20_000));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('Continue in another tab closes the warning here', async () => {
    start();
    await act(async () => vi.advanceTimersByTime(35_000));
    expect(screen.getByRole('dialog')).toBeTruthy();
    // The other tab's renewal reaches this one as a storage event.
    const renewed = JSON.stringify({
      expiresAt: 95_000,
      issuedAt: 35_000,
      lifetime: 60,
      originalLifetime: 60,
    });
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'esos.refresh-expiry', newValue: renewed }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => vi.advanceTimersByTime(40_000));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(signOutAfterTimeout).not.toHaveBeenCalled();
  });

  it('a time-out in another tab takes this one to the timed-out page', async () => {
    start();
    act(() => signedOutElsewhere?.({ type: 'signed-out', reason: 'timeout', idleSeconds: 60 }));
    expect(screen.getByTestId('location').textContent).toBe('/timed-out?idle=60');
    expect(setSignedOut).toHaveBeenCalledTimes(1);
    expect(signOutAfterTimeout).not.toHaveBeenCalled();
  });

  it('signing out in another tab signs this one out too', async () => {
    start();
    act(() => signedOutElsewhere?.({ type: 'signed-out', reason: 'sign-out' }));
    expect(screen.getByTestId('location').textContent).toBe('/');
    expect(setSignedOut).toHaveBeenCalledTimes(1);
  });
});

describe('timeout dialog', () => {
  it('keeps Tab and Shift+Tab inside the dialog and the page behind inert', async () => {
    const user = userEvent.setup();
    render(
      <div>
        <a href="/elsewhere">Behind</a>
        <TimeoutDialog secondsLeft={30} extendable onContinue={vi.fn()} onSignOut={vi.fn()} />
      </div>,
    );
    const dialog = screen.getByRole('dialog');
    expect(document.activeElement).toBe(dialog);
    const behind = screen.getByText('Behind');
    expect(behind.closest('[inert]')).not.toBeNull();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Continue');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Sign out');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Continue');
    await user.tab({ shift: true });
    expect(document.activeElement?.textContent).toBe('Sign out');
  });

  it('Escape continues the session', async () => {
    const user = userEvent.setup();
    const onContinue = vi.fn();
    render(<TimeoutDialog secondsLeft={30} extendable onContinue={onContinue} onSignOut={vi.fn()} />);
    await user.keyboard('{Escape}');
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('announces the countdown only at 30, 20 and 10 seconds', () => {
    const props = { extendable: true, onContinue: vi.fn(), onSignOut: vi.fn() };
    const { rerender } = render(<TimeoutDialog secondsLeft={30} {...props} />);
    const live = () => document.querySelector('[aria-live="polite"]')?.textContent;
    expect(live()).toContain('30 seconds');
    rerender(<TimeoutDialog secondsLeft={24} {...props} />);
    expect(live()).toContain('30 seconds');
    rerender(<TimeoutDialog secondsLeft={20} {...props} />);
    expect(live()).toContain('20 seconds');
    rerender(<TimeoutDialog secondsLeft={10} {...props} />);
    expect(live()).toContain('10 seconds');
    rerender(<TimeoutDialog secondsLeft={7} {...props} />);
    expect(live()).toContain('10 seconds');
  });

  it('has no accessibility violations', async () => {
    render(
      <main>
        <h1>Page</h1>
        <TimeoutDialog secondsLeft={30} extendable onContinue={vi.fn()} onSignOut={vi.fn()} />
      </main>,
    );
    await expectNoAxeViolations(document.body);
  });
});
