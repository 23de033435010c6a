import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../shared/i18n/store';
import { expectNoAxeViolations } from '../../test/axe';
import { SignedOutLanding } from './SignedOutLanding';

// Issue 43: the signed-out landing page in Welsh, with the glossary's terms.
describe('the landing page in Welsh', () => {
  afterEach(() => setLanguage('en'));

  it('reads in Welsh and starts with "Dechrau nawr"', async () => {
    await act(() => setLanguage('cy'));
    const { container } = render(
      <MemoryRouter>
        <SignedOutLanding />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Rheoli eich adroddiadau ar gyfer y Cynllun Cyfleoedd Arbed Ynni',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: /Dechrau nawr/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ychwanegu prif aseswr allanol' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
