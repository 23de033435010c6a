import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiResult } from '../../../../test/api-result';
import { expectNoAxeViolations } from '../../../../test/axe';
import {
  CATEGORY_A,
  OBLIGATION_COMPLETED as STARTED,
  errorSummaryLinks,
  fieldErrorMessage,
  fillIn,
  lastSave,
  nocTask,
  pageHeading as heading,
  renderNocTask,
  saveAndContinue,
} from '../../../../test/noc-task';
import {
  CHART_QUESTION,
  HIGHEST_PARENT_QUESTION,
  INCLUDE_UNDERTAKINGS_QUESTION,
  LIST_TITLE,
  MESSAGES,
  UNDERTAKINGS_TITLE,
} from './flow';
import { ORGANISATION_MESSAGES } from './organisation';
import { FILE_MESSAGES, UPLOAD_TITLE } from './upload';

afterEach(() => vi.restoreAllMocks());

const BASE = '/tasks/31/notification/organisation-structure';
const NOC = {
  ...CATEGORY_A,
  responsibleUndertaking: {
    organisationDetails: { name: 'Acme Holdings Ltd', type: 'SIC' as const, codes: ['12345'] },
  },
};
const answer = (question: string, choice: 'Yes' | 'No') =>
  userEvent.click(within(screen.getByRole('group', { name: question })).getByLabelText(choice));

const ORGANISATION = {
  registrationNumberExist: true,
  registrationNumber: 'AB123456',
  organisationName: 'Acme Trading Ltd',
  isPartOfArrangement: false,
  isParentOfResponsibleUndertaking: false,
  isSubsidiaryOfResponsibleUndertaking: true,
  isPartOfFranchise: false,
  hasCeasedToBePartOfGroup: false,
  classificationCodesDetails: { areSameAsRU: true, codes: null },
};

describe('organisation structure', { timeout: 90_000 }, () => {
  it('asks the two questions, lists the undertakings that left, and takes the chart answer', async () => {
    const { post, container } = renderNocTask(nocTask(NOC, STARTED), BASE);
    await heading(HIGHEST_PARENT_QUESTION);
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([MESSAGES.highestParent]);
    await userEvent.click(screen.getByLabelText('No'));
    await saveAndContinue();

    await heading(INCLUDE_UNDERTAKINGS_QUESTION);
    expect(lastSave(post).noc.organisationStructure).toEqual({ isHighestParent: false });
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([MESSAGES.includeUndertakings]);
    await userEvent.click(screen.getByLabelText('Yes'));
    await saveAndContinue();

    await heading(UNDERTAKINGS_TITLE);
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual(['Enter organisation name']);
    await fillIn('Organisation name', 'Gone Ltd');
    await userEvent.click(screen.getByRole('button', { name: 'Add organisation name' }));
    await fillIn({ label: 'Organisation name', nth: 1 }, 'Left Ltd');
    await fillIn({ label: 'Company registration number (optional)', nth: 1 }, '01234567');
    // Too long (≤255, task-forms §1.4): refused, the other undertaking kept, nothing saved.
    const saves = post.mock.calls.length;
    await fillIn({ label: 'Organisation name', nth: 0 }, 'G'.repeat(256));
    await fillIn({ label: 'Company registration number (optional)', nth: 0 }, '1'.repeat(256));
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([
      'The organisation name should not be more than 255 characters',
      'The registration number should not be more than 255 characters',
    ]);
    expect(fieldErrorMessage({ label: 'Organisation name', nth: 0 })).toBe(
      'The organisation name should not be more than 255 characters',
    );
    expect(fieldErrorMessage({ label: 'Company registration number (optional)', nth: 0 })).toBe(
      'The registration number should not be more than 255 characters',
    );
    expect((screen.getAllByLabelText('Organisation name')[1] as HTMLInputElement).value).toBe('Left Ltd');
    expect(post).toHaveBeenCalledTimes(saves);
    await fillIn({ label: 'Organisation name', nth: 0 }, 'Gone Ltd');
    await fillIn({ label: 'Company registration number (optional)', nth: 0 }, '');
    await expectNoAxeViolations(container);
    await saveAndContinue();

    await heading(LIST_TITLE);
    expect(lastSave(post).noc.organisationStructure?.organisationUndertakingDetails).toEqual([
      { organisationName: 'Gone Ltd', registrationNumber: null },
      { organisationName: 'Left Ltd', registrationNumber: '01234567' },
    ]);
    // The responsible undertaking is the fixed first entry.
    expect(screen.getByRole('heading', { level: 3, name: 'Acme Holdings Ltd' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload a file instead' }).getAttribute('href')).toBe(
      `${BASE}/upload-csv`,
    );
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([MESSAGES.chart]);
    await answer(CHART_QUESTION, 'No');
    await saveAndContinue();

    await heading('Check your answers');
    expect(screen.getByText('Gone Ltd')).toBeTruthy();
    expect(screen.getByText('No organisations have been added')).toBeTruthy();
    // Changing the answer to No drops the undertakings.
    await userEvent.click(
      screen.getByRole('link', { name: /^Change\s*whether the group included undertakings/ }),
    );
    await heading(INCLUDE_UNDERTAKINGS_QUESTION);
    await userEvent.click(screen.getByLabelText('No'));
    await saveAndContinue();
    await heading('Check your answers');
    expect(lastSave(post).noc.organisationStructure).toEqual({
      isHighestParent: false,
      isNonComplyingUndertakingsIncluded: false,
      isGroupStructureChartProvided: false,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    await heading('Submit Phase 3 notification');
    expect(lastSave(post).nocSectionsCompleted).toEqual({ ...STARTED, organisationStructure: 'COMPLETED' });
  });

  it('adds an organisation with its messages, changes and removes it', async () => {
    const started = { isHighestParent: true, isNonComplyingUndertakingsIncluded: false };
    const { post, container } = renderNocTask(
      nocTask(
        { ...NOC, organisationStructure: started },
        { ...STARTED, organisationStructure: 'IN_PROGRESS' },
      ),
      `${BASE}/list`,
    );
    await heading(LIST_TITLE);
    await userEvent.click(screen.getByRole('button', { name: 'Add organisation' }));
    await heading('Add an organisation');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([
      ORGANISATION_MESSAGES.registrationNumberExist,
      ORGANISATION_MESSAGES.name,
      ORGANISATION_MESSAGES.type,
      ORGANISATION_MESSAGES.code,
      'Select yes if 2 or more parent groups are complying as one participant',
      'Select yes if this organisation was not part of the corporate group during the compliance period',
      'Select yes if the organisation is part of a franchise group',
      'Select yes if the organisation is a parent of the responsible undertaking',
      'Select yes if the organisation is a subsidiary of the responsible undertaking',
    ]);
    await answer('Does this organisation have a registration number?', 'Yes');
    await fillIn('Registration number', '1234');
    await fillIn('Organisation name', 'Acme Trading Ltd');
    await userEvent.selectOptions(screen.getByLabelText('Classification type'), 'OTHER');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual(
      expect.arrayContaining([
        ORGANISATION_MESSAGES.registrationNumberPattern,
        ORGANISATION_MESSAGES.otherTypeName,
      ]),
    );
    // Sentence case (issue 39): the message names the number in lower case.
    expect(ORGANISATION_MESSAGES.registrationNumberPattern).toMatch(
      /^The company registration number must be either 8 digits,.* If your company registration number has less/,
    );
    await fillIn('Registration number', 'ab123456');
    await userEvent.click(screen.getByLabelText('They are the same as the responsible undertaking’s'));
    expect(screen.queryByLabelText('Classification type')).toBeNull();
    await answer(
      'Is this organisation part of an arrangement where 2 or more highest UK parent groups are complying as one participant?',
      'No',
    );
    await answer(
      'Has this organisation ceased to be part of the highest parent group or participant since the qualification date but agreed to comply as if it were still a member?',
      'No',
    );
    await answer('Is this organisation a franchisee?', 'No');
    await answer('Is this organisation a parent of the responsible undertaking?', 'Yes');
    await answer('Is this organisation a subsidiary of the responsible undertaking?', 'Yes');
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([ORGANISATION_MESSAGES.parentAndSubsidiary]);
    await expectNoAxeViolations(container);
    await answer('Is this organisation a parent of the responsible undertaking?', 'No');
    // A name over 255 characters (task-forms §1.4): refused with the answers kept, nothing saved.
    const saves = post.mock.calls.length;
    await fillIn('Organisation name', 'A'.repeat(256));
    await saveAndContinue();
    expect(await errorSummaryLinks()).toEqual([
      'The organisation name should not be more than 255 characters',
    ]);
    expect(fieldErrorMessage('Organisation name')).toBe(
      'The organisation name should not be more than 255 characters',
    );
    expect((screen.getByLabelText('Registration number') as HTMLInputElement).value).toBe('ab123456');
    expect(post).toHaveBeenCalledTimes(saves);
    await fillIn('Organisation name', 'Acme Trading Ltd');
    await saveAndContinue();

    await heading(LIST_TITLE);
    expect(lastSave(post).noc.organisationStructure?.organisationsAssociatedWithRU).toEqual([ORGANISATION]);
    expect(screen.getByRole('heading', { level: 3, name: 'Acme Trading Ltd' })).toBeTruthy();
    await userEvent.click(screen.getAllByRole('link', { name: /Change/ })[0]!);
    await heading('Add an organisation');
    expect((screen.getByLabelText('Registration number') as HTMLInputElement).value).toBe('AB123456');
    await fillIn('Organisation name', 'Acme Retail Ltd');
    await saveAndContinue();
    await heading(LIST_TITLE);
    expect(screen.getByRole('heading', { level: 3, name: 'Acme Retail Ltd' })).toBeTruthy();
    await userEvent.click(screen.getAllByRole('link', { name: /Remove/ })[0]!);
    await heading('Are you sure you want to remove this organisation?');
    await userEvent.click(screen.getByLabelText('Yes'));
    await saveAndContinue();
    await heading(LIST_TITLE);
    expect(lastSave(post).noc.organisationStructure?.organisationsAssociatedWithRU).toEqual([]);
  });

  it('uploads a file, listing the rows’ problems and keeping what was saved, then replacing the organisations', async () => {
    const started = {
      isHighestParent: true,
      isNonComplyingUndertakingsIncluded: false,
      organisationsAssociatedWithRU: [{ ...ORGANISATION, organisationName: 'Kept Ltd' }],
    };
    const view = renderNocTask(
      nocTask(
        { ...NOC, organisationStructure: started },
        { ...STARTED, organisationStructure: 'IN_PROGRESS' },
      ),
      `${BASE}/list`,
    );
    const saveAction = view.post.getMockImplementation() as unknown as (
      path: string,
      init: unknown,
    ) => unknown;
    const uploads: { init: { params: unknown; bodySerializer: () => FormData } }[] = [];
    let refuse = true;
    view.post.mockImplementation((async (path: string, init: never) => {
      if (path !== '/v1.0/tasks/{taskId}/noc/organisation-structure') return saveAction(path, init);
      uploads.push({ init });
      if (refuse) {
        return apiResult(
          {
            code: 'NOC1003',
            message: 'The organisation structure file is not valid',
            security: false,
            data: [
              {
                message: "The field 'Organisation Name' has one or more values missing",
                columns: ['Organisation Name'],
                rows: [3, 5],
                details: "Check the data in column(s) 'Organisation Name' on rows 3, 5",
              },
              {
                message: 'There are duplicated organisation registration numbers in the file',
                columns: ['Registration Number (if exists, otherwise leave the cell blank)'],
                rows: [2, 4],
                details:
                  "Check the data in column(s) 'Registration Number (if exists, otherwise leave the cell blank)' on rows 2, 4",
              },
            ],
          },
          400,
        );
      }
      // The server saved the file's organisations: the task now holds them.
      const task = view.saved().task;
      (task.requestTask.payload as { noc: { organisationStructure: object } }).noc.organisationStructure = {
        ...started,
        organisationsAssociatedWithRU: [{ ...ORGANISATION, organisationName: 'From File Ltd' }],
      };
      return apiResult({ organisationsAssociatedWithRU: [] });
    }) as never);

    await heading(LIST_TITLE);
    await userEvent.click(screen.getByRole('link', { name: 'Upload a file instead' }));
    await heading(UPLOAD_TITLE);
    expect(screen.getByRole('link', { name: /Download the organisation structure template/ })).toBeTruthy();
    expect(screen.getByText(/one row for each organisation \(at most 20,000\)/)).toBeTruthy();
    expect(
      screen.getByText('A CSV file smaller than 20MB, listing at most 20,000 organisations'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await errorSummaryLinks()).toEqual([FILE_MESSAGES.missing]);

    const input = screen.getByLabelText('Upload a file') as HTMLInputElement;
    await userEvent.upload(input, new File(['a,b'], 'organisations.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await errorSummaryLinks()).toEqual([FILE_MESSAGES.type]);
    await userEvent.upload(input, new File([''], 'organisations.csv', { type: 'text/csv' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await errorSummaryLinks()).toEqual([FILE_MESSAGES.empty]);
    expect(uploads).toHaveLength(0);

    await userEvent.upload(
      input,
      new File(['Organisation Name\n'], 'organisations.csv', { type: 'text/csv' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await errorSummaryLinks()).toEqual([
      "The field 'Organisation Name' has one or more values missing",
      'There are duplicated organisation registration numbers in the file',
    ]);
    expect(uploads[0]?.init.params).toEqual({ path: { taskId: 31 }, header: { 'if-match': '"4"' } });
    expect((uploads[0]?.init.bodySerializer().get('file') as File).name).toBe('organisations.csv');
    expect(screen.getAllByText('View details')).toHaveLength(2);
    expect(screen.getByText("Check the data in column(s) 'Organisation Name' on rows 3, 5")).toBeTruthy();
    await expectNoAxeViolations(view.container);
    // Nothing was lost: the list still holds what was saved.
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    await heading(LIST_TITLE);
    expect(screen.getByRole('heading', { level: 3, name: 'Kept Ltd' })).toBeTruthy();

    refuse = false;
    await userEvent.click(screen.getByRole('link', { name: 'Upload a file instead' }));
    await heading(UPLOAD_TITLE);
    await userEvent.upload(
      screen.getByLabelText('Upload a file'),
      new File(['Organisation Name\n'], 'organisations.csv', { type: 'text/csv' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await heading(LIST_TITLE);
    expect(screen.getByRole('heading', { level: 3, name: 'From File Ltd' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 3, name: 'Kept Ltd' })).toBeNull();
  });
});
