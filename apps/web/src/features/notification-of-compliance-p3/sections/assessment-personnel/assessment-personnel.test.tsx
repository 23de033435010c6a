import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../test/axe';
import {
  CATEGORY_A,
  OBLIGATION_COMPLETED as STARTED,
  errorSummaryLinks,
  fillIn,
  lastSave,
  nocTask,
  pageHeading as heading,
  renderNocTask,
  saveAndContinue,
} from '../../../../test/noc-task';

afterEach(() => vi.restoreAllMocks());

const BASE = '/tasks/31/notification/assessment-personnel';
const cardTitles = () => screen.getAllByRole('heading', { level: 2 }).map((title) => title.textContent);

async function addPerson(firstName: string, lastName: string, type: 'Internal' | 'External') {
  await userEvent.click(screen.getByRole('button', { name: /^Add (another )?person$/ }));
  await heading('Add person');
  await fillIn('First name', firstName);
  await fillIn('Last name', lastName);
  await userEvent.click(screen.getByLabelText(type));
  await saveAndContinue();
  await heading('Add the assessment personnel (optional)');
}

describe('assessment personnel', { timeout: 60_000 }, () => {
  it('may be completed with nobody, once the list has been saved', async () => {
    const { post, router } = renderNocTask(nocTask(CATEGORY_A, STARTED), BASE);
    await heading('Add the assessment personnel (optional)');
    expect(router.state.location.pathname).toBe(`${BASE}/personnel-list`);
    expect(screen.getByText('No persons have been added')).toBeTruthy();
    await saveAndContinue();
    await heading('Check your answers');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    await heading('Submit Phase 3 notification');
    const { noc, nocSectionsCompleted } = lastSave(post);
    expect(noc).toEqual({ ...CATEGORY_A, assessmentPersonnel: {} });
    expect(nocSectionsCompleted).toEqual({ ...STARTED, assessmentPersonnel: 'COMPLETED' });
  });

  it('adds people sorted by first name, with their messages, and deletes one', async () => {
    const { post, container } = renderNocTask(nocTask(CATEGORY_A, STARTED), BASE);
    await heading('Add the assessment personnel (optional)');
    await userEvent.click(screen.getByRole('button', { name: 'Add a person' }));
    await heading('Add person');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([
      'Enter a first name',
      'Enter a last name',
      'Select if the person is internal or external to your corporate group',
    ]);
    await expectNoAxeViolations(container);
    await fillIn('First name', 'Zed');
    await fillIn('Last name', 'Z'.repeat(256));
    await userEvent.click(screen.getByLabelText('External'));
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual(['The last name should not be more than 255 characters']);
    await fillIn('Last name', 'Zulu');
    await saveAndContinue();
    await heading('Add the assessment personnel (optional)');
    await addPerson('Anna', 'Alpha', 'Internal');
    expect(cardTitles()).toEqual(['Anna Alpha', 'Zed Zulu']);
    expect(lastSave(post).noc.assessmentPersonnel).toEqual({
      personnel: [
        { firstName: 'Anna', lastName: 'Alpha', type: 'INTERNAL' },
        { firstName: 'Zed', lastName: 'Zulu', type: 'EXTERNAL' },
      ],
    });

    await userEvent.click(screen.getAllByRole('link', { name: /^Remove/ })[1]!);
    await heading('Are you sure you want to delete this person?');
    expect(screen.getByText('Zed Zulu')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete this person' }));
    await heading('Add the assessment personnel (optional)');
    expect(cardTitles()).toEqual(['Anna Alpha']);
    await saveAndContinue();
    await heading('Check your answers');
    expect(lastSave(post).noc.assessmentPersonnel).toEqual({
      personnel: [{ firstName: 'Anna', lastName: 'Alpha', type: 'INTERNAL' }],
    });
  });
});
