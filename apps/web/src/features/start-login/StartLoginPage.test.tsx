import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { StartLoginPage } from './StartLoginPage';

describe('StartLoginPage', () => {
  it('says what the next screens ask for: email, password and an authenticator app code', () => {
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
});
