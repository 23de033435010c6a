import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setSessionForTest } from '../../shared/auth/testing';
import { PrivacyNoticePage } from './PrivacyNoticePage';

function renderWith(signIn: 'one-login' | 'service') {
  setSessionForTest({
    config: { features: {}, expirationTime: 0, analytics: { gtmContainerId: '' }, signIn },
  });
  render(
    <MemoryRouter>
      <PrivacyNoticePage />
    </MemoryRouter>,
  );
  return document.body.textContent ?? '';
}

describe('the privacy notice', () => {
  it('says what GOV.UK One Login tells the service only when the service signs in through it', () => {
    expect(renderWith('service')).not.toMatch(/One Login/);
    document.body.innerHTML = '';
    expect(renderWith('one-login')).toMatch(
      /You sign in with GOV.UK One Login\. When you do, GOV.UK One Login tells us your email address/,
    );
  });
});
