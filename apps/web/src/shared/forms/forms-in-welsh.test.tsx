import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { expectNoAxeViolations } from '../../test/axe';
import { setLanguage } from '../i18n';
import { EmailLinkForm } from './EmailLinkForm';
import { LeaveDialog } from './LeaveDialog';
import { PasswordInput } from './PasswordInput';
import { PasswordStrength } from './PasswordStrength';
import { email, maxDigits, numerical, requiredChoice, text } from './validators';

// Issue 43: the shared form pieces in Welsh, and schemas built in English that answer in Welsh after a switch.
describe('the shared forms in Welsh', () => {
  afterEach(async () => {
    document.title = '';
    await setLanguage('en');
  });

  it('gives the validators’ default messages in the language of the moment', async () => {
    const schema = z.object({ a: text(email()), b: text(numerical()), c: text(maxDigits(3)) });
    const messages = async () =>
      (await schema.safeParseAsync({ a: 'x', b: 'y', c: '12345' })).error?.issues.map(
        (issue) => issue.message,
      );
    expect(await messages()).toEqual([
      'Enter a valid email',
      'Enter a numerical value',
      'Enter a number up to 3 digits',
    ]);
    await setLanguage('cy');
    expect(await messages()).toEqual([
      'Rhowch gyfeiriad e-bost dilys',
      'Rhowch werth rhifiadol',
      'Rhowch rif gydag uchafswm o 3 digid',
    ]);
    const choice = requiredChoice(['YES', 'NO'], () => 'Dewiswch un');
    expect(choice.safeParse(null).error?.issues[0]?.message).toBe('Dewiswch un');
  });

  it('asks for an email address in Welsh, with a Welsh error summary and page title', async () => {
    await setLanguage('cy');
    document.title = 'Ailosod eich cyfrinair';
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <EmailLinkForm
          title="Ailosod eich cyfrinair"
          intro="Anfonwn ddolen atoch."
          send={vi.fn()}
          sent={() => null}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByLabelText('Cyfeiriad e-bost')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Parhau' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Rhowch eich cyfeiriad e-bost' })).toBeTruthy();
    expect(document.title).toBe('Gwall: Ailosod eich cyfrinair');
    await expectNoAxeViolations(container);
  });

  it('words the password toggle and the leave dialog in Welsh', async () => {
    await setLanguage('cy');
    render(
      <form>
        <PasswordInput name="password" />
        <LeaveDialog request={{ action: 'sign-out', proceed: vi.fn(), stay: vi.fn() }} />
      </form>,
    );
    expect(screen.getByLabelText('Cyfrinair')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Dangos y cyfrinair' }));
    expect(screen.getByText('Mae eich cyfrinair yn weladwy')).toBeTruthy();
    expect(screen.getByRole('alertdialog', { name: 'Mae gennych newidiadau heb eu cadw' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Allgofnodi heb gadw' })).toBeTruthy();
  });

  it('names a password’s strength in Welsh', async () => {
    await setLanguage('cy');
    render(<PasswordStrength id="strength" password="byr" />);
    expect((await screen.findByText(/^Cryfder y cyfrinair:/)).textContent).toBe(
      'Cryfder y cyfrinair: Gwan iawn (0 allan o 4)',
    );
    expect(screen.getByText('Defnyddiwch o leiaf 12 nod.')).toBeTruthy();
  });
});
