import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSessionForTest } from '../../shared/auth/testing';
import { expectNoAxeViolations } from '../../test/axe';
import { ContactDetailsPage } from './ContactDetailsPage';
import { registrationDetails } from './registration-store';

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/registration/register/contact-details', element: <ContactDetailsPage /> },
      { path: '/registration/register/summary', element: <h1>Check your answers</h1> },
    ],
    { initialEntries: ['/registration/register/contact-details'] },
  );
  return {
    router,
    ...render(
      // The address's county list is read through the query cache, as under the app's DataLayout.
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}

describe('ContactDetailsPage', () => {
  beforeEach(() => {
    sessionStorage.clear();
    setSessionForTest({
      loggedIn: true,
      user: { email: 'ivy@example.com', firstName: 'Ivy', lastName: '', termsVersion: 1 } as never,
    });
  });

  it('lists each problem in page order, linked to its field, which names it in aria-describedby', async () => {
    const { container, router } = renderPage();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ivy');
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('ivy@example.com');

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Enter a last name',
      'Enter an address',
      'Enter a town or city',
      'Enter a postcode',
      'Enter a phone number',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#l.lastName',
      '#l.address.line1',
      '#l.address.city',
      '#l.address.postcode',
      '#l.phoneNumber.number',
    ]);
    for (const link of links) {
      const id = (link.getAttribute('href') ?? '').slice(1);
      const field = document.getElementById(id);
      expect(field?.getAttribute('aria-describedby')).toContain(`${id}-error`);
      expect(document.getElementById(`${id}-error`)?.textContent).toBe(`Error: ${link.textContent ?? ''}`);
    }
    await userEvent.click(links[1] as HTMLElement);
    expect(document.activeElement?.id).toBe('l.address.line1');
    expect(router.state.location.pathname).toBe('/registration/register/contact-details');
    await expectNoAxeViolations(container);
  });

  it('keeps what was typed and goes to the summary once the details are valid', async () => {
    const { router } = renderPage();
    await userEvent.type(screen.getByLabelText('Last name'), 'Invited');
    await userEvent.type(screen.getByLabelText('Address line 1'), '2 Invitation Road');
    await userEvent.type(screen.getByLabelText('Town or city'), 'Leeds');
    await userEvent.type(screen.getByLabelText('Postcode'), 'LS1 1AA');
    const phone = screen.getByRole('group', { name: 'Phone number 1' });
    await userEvent.type(within(phone).getByLabelText('Phone number'), '01134960000');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Check your answers' });
    expect(router.state.location.pathname).toBe('/registration/register/summary');
    expect(registrationDetails.get()?.lastName).toBe('Invited');
  });
});
