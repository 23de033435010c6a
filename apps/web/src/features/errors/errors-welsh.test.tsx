import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../shared/i18n/store';
import { expectNoAxeViolations } from '../../test/axe';
import { BusinessErrorPage } from './BusinessErrorPage';
import { NotFoundPage } from './NotFoundPage';
import { ServerErrorPage } from './ServerErrorPage';

// Issue 43: the error pages in Welsh.
describe('the error pages in Welsh', () => {
  afterEach(() => setLanguage('en'));

  it('not found, the service problem page and the business error page', async () => {
    await act(() => setLanguage('cy'));
    const { container } = render(
      <MemoryRouter>
        <NotFoundPage />
        <ServerErrorPage />
        <BusinessErrorPage />
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { name: "Heb ddod o hyd i'r dudalen" });
    expect(
      screen.getByRole('heading', { name: "Mae'n ddrwg gennym, mae problem gyda'r gwasanaeth" }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'cysylltwch â ni' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dychwelyd i: Hafan' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
