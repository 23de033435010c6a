import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api';
import { apiResult } from '../../test/api-result';
import { expectNoAxeViolations } from '../../test/axe';
import { OtpPage } from './OtpPage';
import { pendingReset } from './reset-state';

function renderWithAnswer(body: unknown, status: number) {
  const post = vi.spyOn(api, 'POST').mockResolvedValue(apiResult(body, status) as never);
  const router = createMemoryRouter(
    [
      { path: '/forgot-password/otp', element: <OtpPage /> },
      { path: '/forgot-password', element: <h1>Reset your password</h1> },
    ],
    { initialEntries: ['/forgot-password/otp'] },
  );
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, post };
}

async function enterCode() {
  await userEvent.type(await screen.findByRole('textbox', { name: /Enter the 6 digit code/ }), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
  return screen.findByRole('alert');
}

beforeEach(() => pendingReset.set({ token: 'tok', email: 'a@example.com', password: 'a long new password' }));
afterEach(() => {
  pendingReset.clear();
  vi.restoreAllMocks();
});

describe('the reset code page says why a reset failed', () => {
  it('asks to wait after too many tries from the address', async () => {
    const { container } = renderWithAnswer(
      { code: 'TOO_MANY_REQUESTS', message: 'Too many requests', security: true },
      429,
    );
    const alert = await enterCode();
    expect(alert.textContent).toBe(
      'You have tried to reset your password too many times. Wait 15 minutes, then try again.',
    );
    expect(within(alert).queryByRole('link')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('asks for a new link once failed tries have used this one up', async () => {
    renderWithAnswer(
      {
        code: 'TOKEN1001',
        message: 'This link was tried too many times and no longer works. Ask for a new one.',
        security: true,
      },
      400,
    );
    const alert = await enterCode();
    expect(alert.textContent).toContain('This reset link was tried too many times and no longer works.');
    expect(within(alert).getByRole('link', { name: 'Ask for a new reset link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('says an expired link has expired', async () => {
    renderWithAnswer({ code: 'TOKEN1001', message: 'Invalid Token', security: true }, 400);
    const alert = await enterCode();
    expect(alert.textContent).toContain('Your reset link has expired or has been used.');
    expect(alert.textContent).not.toContain('too many');
  });
});
