import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setSessionForTest } from '../shared/auth/testing';
import { setLanguage } from '../shared/i18n/store';
import { expectNoAxeViolations } from '../test/axe';
import { Layout } from './Layout';

function Page() {
  return (
    <>
      <h1>Page</h1>
      <label htmlFor="answer">Answer</label>
      <input id="answer" />
    </>
  );
}

function renderLayout() {
  const router = createMemoryRouter(
    [{ element: <Layout />, children: [{ path: '/form', element: <Page /> }] }],
    { initialEntries: ['/form?x=1'] },
  );
  return render(<RouterProvider router={router} />);
}

// Issue 43: the GOV.UK language toggle in the header of every page; the shell in English and Welsh.
describe('the layout in English and Welsh', () => {
  afterEach(async () => {
    setSessionForTest({ loggedIn: false });
    await setLanguage('en');
  });

  it('offers "English | Cymraeg", the current one marked, the other a link in its own language', async () => {
    const { container } = renderLayout();
    await screen.findByRole('heading', { name: 'Page' });
    const toggle = screen.getByRole('navigation', { name: 'Language switcher' });
    expect(toggle.closest('header')).not.toBeNull();
    expect(toggle.querySelector('[aria-current="true"]')?.textContent).toBe('English');
    const welsh = within(toggle).getByRole('link', { name: "Newid yr iaith i'r Gymraeg" });
    expect(welsh.getAttribute('lang')).toBe('cy');
    expect(welsh.getAttribute('hreflang')).toBe('cy');
    expect(welsh.getAttribute('href')).toBe('/form?x=1&lang=cy');
    await expectNoAxeViolations(container);
  });

  it('switches the shell to Welsh in place: the typed answer stays, <html lang> and the title follow', async () => {
    setSessionForTest({
      loggedIn: true,
      profile: { firstName: 'Olivia', lastName: 'Jones', status: 'REGISTERED' },
    });
    const { container } = renderLayout();
    const answer = await screen.findByLabelText('Answer');
    await userEvent.type(answer, 'kept');
    await userEvent.click(screen.getByRole('link', { name: "Newid yr iaith i'r Gymraeg" }));
    await screen.findByRole('link', { name: "Sgipio i'r prif gynnwys" });
    expect(screen.getByLabelText('Answer')).toBe(answer);
    expect(answer).toHaveProperty('value', 'kept');
    expect(document.documentElement.lang).toBe('cy');
    expect(document.cookie).toContain('esos_lang=cy');
    expect(document.title).toBe('Rheoli eich adroddiadau ESOS - GOV.UK');
    expect(screen.getByText('Rheoli eich adroddiadau ESOS')).toBeTruthy();
    expect(screen.getByText('Rydych wedi mewngofnodi fel: Olivia Jones')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hysbysiad Preifatrwydd' })).toBeTruthy();
    expect(screen.getByText('© Hawlfraint y Goron')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Allgofnodi' })).toBeTruthy();
    const toggle = screen.getByRole('navigation', { name: 'Dewis iaith' });
    expect(toggle.querySelector('[aria-current="true"]')?.textContent).toBe('Cymraeg');
    await expectNoAxeViolations(container);
    await act(() => setLanguage('en'));
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeTruthy();
    expect(answer).toHaveProperty('value', 'kept');
  });
});
