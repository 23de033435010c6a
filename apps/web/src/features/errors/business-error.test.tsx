import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api';
import { businessErrorDestination, businessErrorOf, type BusinessError } from '../../shared/routing';
import { taskBusinessError } from '../../shared/workflow/task';
import { expectNoAxeViolations } from '../../test/axe';
import { BusinessErrorPage } from './BusinessErrorPage';

const REASSIGNED: BusinessError = {
  heading: 'This task is no longer assigned to you',
  body: ['Your changes have not been saved.', 'Look on your dashboard.'],
  returnTo: { href: '/dashboard', text: 'Dashboard' },
};

function renderPage(state: unknown) {
  const router = createMemoryRouter([{ path: '/error/business', element: <BusinessErrorPage /> }], {
    initialEntries: [{ pathname: '/error/business', state }],
  });
  return render(<RouterProvider router={router} />);
}

const refusal = (status: number, code: string) => new ApiError(status, { code, message: code });

describe('business error page', () => {
  it('shows the heading, what happened and the Return to link it was given', async () => {
    const { container } = renderPage(businessErrorDestination(REASSIGNED).state);
    expect(screen.getByRole('heading', { level: 1, name: REASSIGNED.heading })).toBeTruthy();
    expect(screen.getByText('Your changes have not been saved.')).toBeTruthy();
    expect(screen.getByText('Look on your dashboard.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to: Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    await expectNoAxeViolations(container);
  });

  it('opened with no error (typed or bookmarked) says so and returns home', () => {
    renderPage(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Sorry, there is a problem' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to: Home' }).getAttribute('href')).toBe('/landing');
  });

  it('never follows a Return to address outside the service', () => {
    for (const href of ['https://evil.example/', '//evil.example/', 'javascript:alert(1)', '']) {
      expect(businessErrorOf({ businessError: { ...REASSIGNED, returnTo: { href, text: 'X' } } })).toBeNull();
    }
    expect(businessErrorOf({ businessError: { ...REASSIGNED, body: [1] } })).toBeNull();
    expect(businessErrorOf({ businessError: REASSIGNED })).toEqual(REASSIGNED);
  });
});

describe('task business errors', () => {
  it('sends a task reassigned, completed or moved on meanwhile to the business error page', () => {
    expect(taskBusinessError(refusal(400, 'REQUEST_TASK_ACTION1001'))?.heading).toBe(
      'This task is no longer assigned to you',
    );
    expect(taskBusinessError(refusal(404, 'NOTFOUND1001'))?.heading).toBe(
      'This task has been completed or cancelled',
    );
    expect(taskBusinessError(refusal(400, 'REQUEST_TASK_ACTION1000'))?.heading).toBe(
      'This task can no longer be changed',
    );
    for (const code of ['REQUEST_TASK_ACTION1001', 'NOTFOUND1001', 'REQUEST_TASK_ACTION1000']) {
      expect(taskBusinessError(refusal(400, code))?.returnTo).toEqual({
        href: '/dashboard',
        text: 'Dashboard',
      });
    }
  });

  it('leaves every other refusal to the page', () => {
    for (const code of ['FORM1001', 'ACL1001', 'ITEM1000', 'ACCOUNT1009']) {
      expect(taskBusinessError(refusal(400, code))).toBeNull();
    }
    expect(taskBusinessError(new Error('network'))).toBeNull();
  });
});
