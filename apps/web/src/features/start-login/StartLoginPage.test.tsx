import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setSessionForTest } from '../../shared/auth/testing';
import { StartLoginPage } from './StartLoginPage';

const withSignIn = (signIn: 'one-login' | 'service') =>
  setSessionForTest({
    config: { features: {}, expirationTime: 0, analytics: { gtmContainerId: '' }, signIn },
  });

describe('StartLoginPage', () => {
  it('says what the next screens ask for: email, password and an authenticator app code', () => {
    withSignIn('service');
    render(
      <MemoryRouter initialEntries={['/start-login']}>
        <StartLoginPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Create a sign in or sign in');
    const main = document.body.textContent ?? '';
    expect(main).toMatch(/email address, your password and a security code from an\s+authenticator app/);
    expect(main).not.toMatch(/One Login|sent to your phone|e-mail/);
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('names GOV.UK One Login when the service signs in through it, and still asks for the same email address', () => {
    withSignIn('one-login');
    render(
      <MemoryRouter initialEntries={['/start-login']}>
        <StartLoginPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Create a GOV.UK One Login or sign in',
    );
    const main = document.body.textContent ?? '';
    expect(main).toMatch(/You sign in to this service with GOV.UK One Login/);
    expect(main).toMatch(/Use the same email address you used to sign in to this service before/);
    expect(main).not.toMatch(/authenticator app on your phone or computer/);
  });
});
