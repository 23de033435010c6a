import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { DecisionForm } from './DecisionForm';

describe('decision form', () => {
  async function submit() {
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  }

  it('asks for a decision, then for the reason of the chosen decision, at most 255 characters', async () => {
    const onSubmit = vi.fn();
    const router = createMemoryRouter([{ path: '/', element: <DecisionForm onSubmit={onSubmit} /> }]);
    const { container } = render(<RouterProvider router={router} />);

    await submit();
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link').textContent).toBe(
      'You need to approve or reject the application',
    );
    expect(within(summary).getByRole('link').getAttribute('href')).toBe('#l.decision');

    await userEvent.click(screen.getByLabelText('Approve'));
    await submit();
    expect((await screen.findAllByText('Explain why you are approving this application')).length).toBe(2);

    await userEvent.click(screen.getByLabelText('Reject'));
    await submit();
    expect((await screen.findAllByText('Enter the reason for rejection')).length).toBe(2);

    const reason = screen.getByLabelText('Reason for rejection');
    await userEvent.click(reason);
    await userEvent.paste('x'.repeat(256));
    await submit();
    expect((await screen.findAllByText('The reason must be 255 characters or fewer')).length).toBe(2);
    expect(onSubmit).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);

    await userEvent.clear(reason);
    await userEvent.type(reason, '  Not a real company  ');
    await submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ decision: 'REJECTED', reason: 'Not a real company' });
  });

  it('shows a server refusal in the error summary', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <DecisionForm
            onSubmit={vi.fn()}
            serverError="An organisation account already exists with the same registration number"
          />
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain(
      'An organisation account already exists with the same registration number',
    );
  });
});
