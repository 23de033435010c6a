import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api';
import { setSessionForTest } from '../../shared/auth/testing';
import { expectNoAxeViolations } from '../../test/axe';
import { termsParagraphs } from './terms-form';
import { TermsPage } from './TermsPage';

const user = { email: 'a@example.com', firstName: 'A', lastName: 'B', termsVersion: 1 };

describe('termsParagraphs', () => {
  it('splits the text on blank lines', () => {
    expect(termsParagraphs('One\nstill one\n\n  Two \r\n\r\nThree\n\n\n')).toEqual([
      'One\nstill one',
      'Two',
      'Three',
    ]);
  });
});

describe('TermsPage', () => {
  beforeEach(() => {
    document.title = 'Terms and conditions - GOV.UK';
    setSessionForTest({
      loggedIn: true,
      user,
      terms: { url: '/terms/v2', version: 2, text: 'First.\n\nSecond.' },
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('requires the box to be ticked, then saves the version, reloads the user and goes home', async () => {
    const patch = vi.spyOn(api, 'PATCH').mockResolvedValue({
      data: undefined,
      error: undefined,
      response: new Response(null, { status: 204 }),
    } as never);
    const get = vi
      .spyOn(api, 'GET')
      .mockResolvedValue({ data: { ...user, termsVersion: 2 }, response: new Response('{}') } as never);
    const router = createMemoryRouter(
      [
        { path: '/terms-and-conditions', element: <TermsPage /> },
        // Straight to the landing page, not through the empty path's redirect.
        { path: '/landing', element: <h1>Home</h1> },
      ],
      { initialEntries: ['/terms-and-conditions'] },
    );
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeTruthy();
    expect(screen.getByText('Second.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));
    const summary = await screen.findByRole('alert');
    expect(document.activeElement).toBe(summary.parentElement);
    expect(within(summary).getByRole('link').textContent).toBe(
      'You should accept terms and conditions to proceed',
    );
    expect(document.getElementById('l.accepted-error')?.textContent).toBe(
      'Error: You should accept terms and conditions to proceed',
    );
    expect(document.title).toBe('Error: Terms and conditions - GOV.UK');
    expect(patch).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);

    await userEvent.click(
      screen.getByLabelText('I have read, understood and accept the terms and conditions'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(patch).toHaveBeenCalledWith('/v1.0/users/terms-and-conditions', { body: { version: 2 } });
    expect(get).toHaveBeenCalledWith('/v1.0/users');
  });
});
