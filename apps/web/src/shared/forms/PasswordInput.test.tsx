import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { PasswordInput } from './PasswordInput';

describe('PasswordInput', () => {
  it('has the govukPasswordInput markup, with hint and error wired to the input', async () => {
    const { container } = render(
      <PasswordInput
        id="l.password"
        name="password"
        hint="At least 12 characters"
        errorMessage="Enter a password"
      />,
    );
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    expect(input.getAttribute('aria-describedby')).toBe('l.password-hint l.password-error');
    expect(input.getAttribute('autocomplete')).toBe('current-password');
    expect(input.className).toBe(
      'govuk-input govuk-password-input__input govuk-js-password-input-input govuk-input--error',
    );
    expect(container.querySelector('.govuk-form-group.govuk-password-input')).not.toBeNull();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-controls')).toBe('l.password');
    expect(toggle.textContent).toBe('Show');
    await expectNoAxeViolations(container);
  });

  it('shows and hides the password, announcing each change', async () => {
    const { container } = render(<PasswordInput name="password" />);
    const status = container.querySelector('.govuk-password-input__sr-status');
    expect(status?.getAttribute('aria-live')).toBe('polite');
    expect(status?.textContent).toBe('');

    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' }).textContent).toBe('Hide');
    expect(status?.textContent).toBe('Your password is visible');

    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(status?.textContent).toBe('Your password is hidden');
  });

  it('hides a shown password when its form is submitted', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <PasswordInput name="password" />
        <button type="submit">Continue</button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalled();
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
  });

  it('passes react-hook-form style refs and change handlers through', async () => {
    const ref = { current: null as HTMLInputElement | null };
    const onChange = vi.fn();
    render(<PasswordInput name="password" ref={ref} onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Password'), 'abc');
    expect(ref.current?.value).toBe('abc');
    expect(onChange).toHaveBeenCalledTimes(3);
  });
});
