import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api';
import { expectNoAxeViolations } from '../../test/axe';
import { QUESTIONS } from './feedback-form';
import { FeedbackPage } from './FeedbackPage';

function renderPage() {
  const router = createMemoryRouter([{ path: '/feedback', element: <FeedbackPage /> }], {
    initialEntries: ['/feedback'],
  });
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('FeedbackPage', () => {
  let post: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    document.title = 'Give feedback - GOV.UK';
    post = vi.spyOn(api, 'POST').mockResolvedValue({
      data: undefined,
      error: undefined,
      response: new Response(null, { status: 204 }),
    } as never);
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists every missing rating in page order, prefixes the title and sends nothing', async () => {
    const { container } = renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    const summary = await screen.findByRole('alert');
    expect(document.activeElement).toBe(summary.parentElement);
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(QUESTIONS.map((question) => question.required));
    expect(links[0]?.getAttribute('href')).toBe('#l.userRegistrationRate');
    expect(document.title).toBe('Error: Give feedback - GOV.UK');
    expect(post).not.toHaveBeenCalled();

    await userEvent.click(links[2] as HTMLElement);
    expect(document.activeElement?.id).toBe('l.creatingAccountRate');
    await expectNoAxeViolations(container);
  });

  it('enables a reason once its rating is chosen, then sends the answers and shows the panel', async () => {
    renderPage();
    const reason = () => document.getElementById('l.userRegistrationRateReason') as HTMLTextAreaElement;
    expect(reason().disabled).toBe(true);
    // The overall question has no 'not applicable' answer.
    expect(screen.getAllByLabelText('Not applicable or not used yet')).toHaveLength(5);

    for (const question of QUESTIONS) {
      const group = screen.getByRole('group', { name: question.question });
      await userEvent.click(within(group).getByLabelText('Satisfied'));
    }
    expect(reason().disabled).toBe(false);
    await userEvent.type(reason(), '  Easy  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));

    expect(await screen.findByRole('heading', { name: 'Feedback sent' })).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/v1.0/users/feedback', {
      body: {
        userRegistrationRate: 'SATISFIED',
        userRegistrationRateReason: 'Easy',
        onlineGuidanceRate: 'SATISFIED',
        creatingAccountRate: 'SATISFIED',
        onBoardingRate: 'SATISFIED',
        tasksRate: 'SATISFIED',
        satisfactionRate: 'SATISFIED',
      },
    });
    expect(document.title).toBe('Give feedback - GOV.UK');
  });

  it('reports a reason that is too long', async () => {
    renderPage();
    const group = screen.getByRole('group', { name: QUESTIONS[0]?.question ?? '' });
    await userEvent.click(within(group).getByLabelText('Dissatisfied'));
    const reason = document.getElementById('l.userRegistrationRateReason') as HTMLTextAreaElement;
    await userEvent.click(reason);
    await userEvent.paste('a'.repeat(1201));
    expect(document.querySelector('.govuk-character-count__status')?.textContent).toBe(
      'You have 1 character too many',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', { name: 'Your reason must be 1200 characters or fewer' }),
    ).toBeTruthy();
  });
});
