import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api';
import { expectNoAxeViolations } from '../../test/axe';
import { EmailLinkForm } from './EmailLinkForm';

function renderForm(send: (email: string) => Promise<unknown>) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <EmailLinkForm
        title="Reset your password"
        intro="We will send you a link."
        send={send}
        sent={(email, again) => (
          <>
            <h1 className="govuk-heading-l">Email sent</h1>
            <p className="govuk-body">If {email} has an account, we have sent it a link.</p>
            <button type="button" onClick={again}>
              Send again
            </button>
          </>
        )}
      />
    </QueryClientProvider>,
  );
}

describe('EmailLinkForm', () => {
  it('links the missing address in the error summary to the field and sends nothing', async () => {
    const send = vi.fn().mockResolvedValue(undefined);
    const { container } = renderForm(send);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    const link = within(summary).getByRole('link', { name: 'Enter your email address' });
    expect(link.getAttribute('href')).toBe('#l.email');
    const input = screen.getByLabelText('Email address');
    expect(input.id).toBe('l.email');
    expect(input.getAttribute('aria-describedby')).toBe('l.email-error');
    expect(send).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('refuses an address in the wrong format', async () => {
    const send = vi.fn().mockResolvedValue(undefined);
    renderForm(send);
    await userEvent.type(screen.getByLabelText('Email address'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('link', {
        name: 'Enter an email address in the correct format, like name@example.com',
      }),
    ).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the address, shows the sent page, and can start again', async () => {
    const send = vi.fn().mockResolvedValue(undefined);
    renderForm(send);
    await userEvent.type(screen.getByLabelText('Email address'), 'someone@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Email sent' })).toBeTruthy();
    expect(send.mock.calls[0]?.[0]).toBe('someone@example.com');
    expect(screen.getByText('If someone@example.com has an account, we have sent it a link.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Send again' }));
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('');
  });

  it('says to wait when too many emails were asked for', async () => {
    const send = vi.fn().mockRejectedValue(new ApiError(429, { code: 'TOO_MANY' }));
    renderForm(send);
    await userEvent.type(screen.getByLabelText('Email address'), 'someone@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('You have asked for too many emails. Wait 15 minutes, then try again.'),
    ).toBeTruthy();
  });
});
