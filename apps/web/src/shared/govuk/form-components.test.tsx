import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { characterCountMessage } from './character-count-logic';
import { CharacterCount } from './CharacterCount';
import { Checkboxes } from './Checkboxes';
import { Details } from './Details';
import { Fieldset } from './Fieldset';
import { Radios } from './Radios';
import { Textarea } from './Textarea';
import { TextInput } from './TextInput';

describe('TextInput', () => {
  it('wires hint and error to the input, with the hidden Error: prefix', async () => {
    const { container } = render(
      <TextInput
        id="l.name"
        name="name"
        label="Full name"
        hint="As on your passport"
        errorMessage="Enter your name"
      />,
    );
    const input = screen.getByLabelText('Full name');
    expect(input.id).toBe('l.name');
    expect(input.getAttribute('aria-describedby')).toBe('l.name-hint l.name-error');
    expect(input.className).toBe('govuk-input govuk-input--error');
    expect(document.getElementById('l.name-error')?.textContent).toBe('Error: Enter your name');
    expect(container.querySelector('.govuk-form-group--error')).not.toBeNull();
    await expectNoAxeViolations(container);
  });

  it("defaults the label to 'Insert text' and has no aria-describedby without hint or error", () => {
    render(<TextInput name="x" />);
    expect(screen.getByLabelText('Insert text').hasAttribute('aria-describedby')).toBe(false);
  });

  it('renders the label as the page heading when asked', () => {
    render(<TextInput name="x" label="What is your name?" isPageHeading />);
    expect(screen.getByRole('heading', { level: 1, name: 'What is your name?' })).toBeTruthy();
  });
});

describe('Textarea', () => {
  it("defaults to 5 rows and the label 'Insert text details'", async () => {
    const { container } = render(<Textarea name="details" hint="Be brief" />);
    const textarea = screen.getByLabelText('Insert text details');
    expect(textarea.getAttribute('rows')).toBe('5');
    expect(textarea.getAttribute('aria-describedby')).toBe('details-hint');
    await expectNoAxeViolations(container);
  });
});

describe('CharacterCount', () => {
  it.each([
    [0, 10, 'You have 10 characters remaining'],
    [9, 10, 'You have 1 character remaining'],
    [10, 10, 'You have 0 characters remaining'],
    [11, 10, 'You have 1 character too many'],
    [13, 10, 'You have 3 characters too many'],
  ])('with %i of %i characters says %s', (length, maximum, message) => {
    expect(characterCountMessage(length, maximum)).toBe(message);
  });

  it('counts as the user types and describes the textarea with the limit', async () => {
    const { container } = render(<CharacterCount id="l.reason" name="reason" label="Reason" maxLength={5} />);
    const textarea = screen.getByLabelText('Reason');
    expect(textarea.getAttribute('aria-describedby')).toBe('l.reason-info');
    expect(document.getElementById('l.reason-info')?.textContent).toBe('You can enter up to 5 characters');
    const status = container.querySelector('.govuk-character-count__status');
    const live = container.querySelector('.govuk-character-count__sr-status');
    expect(status?.textContent).toBe('You have 5 characters remaining');
    expect(live?.textContent).toBe('');

    await userEvent.type(textarea, 'abcd');
    expect(status?.textContent).toBe('You have 1 character remaining');
    await userEvent.type(textarea, 'ef');
    expect(status?.textContent).toBe('You have 1 character too many');
    expect(status?.classList.contains('govuk-error-message')).toBe(true);
    expect(textarea.classList.contains('govuk-textarea--error')).toBe(true);
    expect(live?.textContent).toBe('You have 1 character too many');
    await expectNoAxeViolations(container);
  });

  it('announces the count only from 99% of the maximum', async () => {
    const { container } = render(<CharacterCount name="r" label="Reason" maxLength={200} />);
    const live = container.querySelector('.govuk-character-count__sr-status');
    await userEvent.type(screen.getByLabelText('Reason'), 'a'.repeat(197));
    expect(live?.textContent).toBe('');
    await userEvent.type(screen.getByLabelText('Reason'), 'a');
    expect(live?.textContent).toBe('You have 2 characters remaining');
  });

  it('puts the count before hint and error in aria-describedby', () => {
    render(<CharacterCount name="r" label="Reason" hint="Optional" errorMessage="Too long" maxLength={10} />);
    expect(screen.getByLabelText('Reason').getAttribute('aria-describedby')).toBe('r-info r-hint r-error');
  });
});

const ratingItems = [
  { value: 'YES', text: 'Yes', conditional: <TextInput id="l.detail" name="detail" label="Details" /> },
  { value: 'NO', text: 'No', hint: 'You can change this later' },
];

function ControlledRadios() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Radios
      name="answer"
      idPrefix="l.answer"
      legend={{ text: 'Do you agree?', size: 'm' }}
      hint="Choose one"
      errorMessage="Select an answer"
      items={ratingItems}
      value={value}
      onChange={setValue}
    />
  );
}

describe('Radios', () => {
  it('uses the id prefix for the first item and describes the fieldset with hint and error', async () => {
    const { container } = render(<ControlledRadios />);
    const group = screen.getByRole('group', { name: 'Do you agree?' });
    expect(group.getAttribute('aria-describedby')).toBe('l.answer-hint l.answer-error');
    expect(screen.getByLabelText('Yes').id).toBe('l.answer');
    expect(screen.getByLabelText('No').id).toBe('l.answer-2');
    expect(screen.getByLabelText('No').getAttribute('aria-describedby')).toBe('l.answer-2-item-hint');
    expect(document.getElementById('l.answer-error')?.textContent).toBe('Error: Select an answer');
    await expectNoAxeViolations(container);
  });

  it('shows conditional content and enables its controls only while its option is checked', async () => {
    const { container } = render(<ControlledRadios />);
    const conditional = container.querySelector('#conditional-l\\.answer');
    expect(conditional?.classList.contains('govuk-radios__conditional--hidden')).toBe(true);
    expect((document.getElementById('l.detail') as HTMLInputElement).disabled).toBe(true);

    await userEvent.click(screen.getByLabelText('Yes'));
    expect(conditional?.classList.contains('govuk-radios__conditional--hidden')).toBe(false);
    expect((document.getElementById('l.detail') as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByLabelText('Yes').getAttribute('aria-controls')).toBe('conditional-l.answer');

    await userEvent.click(screen.getByLabelText('No'));
    expect(conditional?.classList.contains('govuk-radios__conditional--hidden')).toBe(true);
    expect((document.getElementById('l.detail') as HTMLInputElement).disabled).toBe(true);
    await expectNoAxeViolations(container);
  });
});

function ControlledCheckboxes({ legend }: { legend?: boolean }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <Checkboxes
      name="contact"
      idPrefix="l.contact"
      legend={legend ? { text: 'How can we contact you?' } : undefined}
      hint="Select all that apply"
      errorMessage={value.length === 0 ? 'Select a way to contact you' : undefined}
      items={[
        {
          value: 'EMAIL',
          text: 'Email',
          conditional: <TextInput id="l.email" name="email" label="Email address" />,
        },
        { value: 'PHONE', text: 'Phone' },
      ]}
      value={value}
      onChange={setValue}
    />
  );
}

describe('Checkboxes', () => {
  it('describes the fieldset when there is one, and toggles conditional content', async () => {
    const { container } = render(<ControlledCheckboxes legend />);
    expect(screen.getByRole('group').getAttribute('aria-describedby')).toBe('l.contact-hint l.contact-error');
    expect(screen.getByLabelText('Email').hasAttribute('aria-describedby')).toBe(false);
    expect((screen.getByLabelText('Email address') as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(screen.getByLabelText('Email'));
    expect((screen.getByLabelText('Email address') as HTMLInputElement).disabled).toBe(false);
    expect(container.querySelector('.govuk-checkboxes__conditional--hidden')).toBeNull();
    await userEvent.click(screen.getByLabelText('Phone'));
    expect((screen.getByLabelText('Phone') as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByLabelText('Email'));
    expect(container.querySelector('.govuk-checkboxes__conditional--hidden')).not.toBeNull();
    await expectNoAxeViolations(container);
  });

  it('describes each box directly without a fieldset', async () => {
    const { container } = render(<ControlledCheckboxes />);
    expect(screen.getByLabelText('Email').getAttribute('aria-describedby')).toBe(
      'l.contact-hint l.contact-error',
    );
    await expectNoAxeViolations(container);
  });
});

describe('Fieldset and Details', () => {
  it('renders a fieldset whose legend can be the page heading', async () => {
    const { container } = render(
      <Fieldset legend={{ text: 'Your address', size: 'l', isPageHeading: true }} describedBy="hint">
        <div id="hint" className="govuk-hint">
          Where you live
        </div>
      </Fieldset>,
    );
    expect(screen.getByRole('group', { name: 'Your address' }).getAttribute('aria-describedby')).toBe('hint');
    expect(
      container.querySelector('legend.govuk-fieldset__legend--l h1.govuk-fieldset__heading'),
    ).not.toBeNull();
    await expectNoAxeViolations(container);
  });

  it('renders details with its summary', async () => {
    const { container } = render(<Details summary="Help with nationality">We need to know.</Details>);
    expect(container.querySelector('summary .govuk-details__summary-text')?.textContent).toBe(
      'Help with nationality',
    );
    await expectNoAxeViolations(container);
  });
});
