import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorSummary } from './ErrorSummary';

describe('ErrorSummary', () => {
  it('lists errors, focuses itself and focuses the field when an entry is clicked', async () => {
    render(
      <>
        <ErrorSummary errors={[{ href: '#l.email', text: 'Enter a valid email' }]} />
        <input id="l.email" aria-label="Email" />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'There is a problem' })).toBeTruthy();
    const summary = document.querySelector('.govuk-error-summary');
    expect(document.activeElement).toBe(summary);
    await userEvent.click(screen.getByRole('link', { name: 'Enter a valid email' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });
});
