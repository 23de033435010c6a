import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONFIRM_ALL, kwhMessages, progressMessages } from '../../shared/reports';
import type { RequestAction, TaskPageData } from '../../shared/workflow';
import { TimelineEvent } from '../../shared/workflow/task';
import { apiResult, savedTaskResult } from '../../test/api-result';
import { expectNoAxeViolations } from '../../test/axe';
import { schemaIssues } from '../../test/schema-issues';
import { answerTaskActions, signInOperatorOnTask } from '../../test/operator-task';
import { renderTaskRoutes } from '../../test/task-routes';
import { progressUpdate, type ProgressUpdate, type SectionsCompleted } from './configuration';
import { progressUpdate2 } from './index';
import { updateMessages, updateSchema, updateValues } from './measure-update';

const { schema: addedSchema, values: addedValues } = progressUpdate.added;

const problems = schemaIssues;

const blank = updateValues(undefined);

describe('the answers about a plan measure progress update 1 said was not implemented', () => {
  const schema = updateSchema('implemented');
  it('asks whether it is implemented now, then by the date, what it saved and how that was estimated', () => {
    expect(problems(schema.safeParse(blank))).toEqual([`implemented: ${updateMessages.implemented}`]);
    expect(problems(schema.safeParse({ ...blank, implemented: 'YES', reduction: '0' }))).toEqual([
      `byDate: ${updateMessages.byDate}`,
      `reduction: ${kwhMessages.aboveZero}`,
      `method: ${progressMessages.method}`,
    ]);
    expect(schema.parse({ ...blank, implemented: 'NO', reduction: '5', method: 'ENERGY_AUDIT' })).toEqual({
      measureIsImplemented: false,
    });
    const implemented = schema.parse({
      ...blank,
      implemented: 'YES',
      byDate: 'NO',
      reduction: '1,200',
      method: 'OTHER_METHOD',
      description: ' Metered ',
    });
    expect(implemented).toEqual({
      measureIsImplemented: true,
      measureImplementedByTheDateInActionPlan: false,
      reductionEnergyConsumption2025To2026: 1200,
      estimationMethodType: 'OTHER_METHOD',
      estimationMethodDescription: 'Metered',
    });
    expect(updateValues(implemented)).toMatchObject({ implemented: 'YES', byDate: 'NO', reduction: '1200' });
  });
});

describe('the answers about any other carried-over measure', () => {
  it('asks whether to report a reduction for 2025 to 2026, and then the reduction and the method', () => {
    const schema = updateSchema('plan');
    expect(problems(schema.safeParse(blank))).toEqual([`report: ${updateMessages.report}`]);
    expect(problems(schema.safeParse({ ...blank, report: 'YES' }))).toEqual([
      `reduction: ${updateMessages.reduction}`,
      `method: ${progressMessages.method}`,
    ]);
    expect(schema.parse({ ...blank, report: 'NO', reduction: '7', context: ' Sold ' })).toEqual({
      reportReduction2025To2026: false,
      providedContext: 'Sold',
    });
    expect(
      schema.parse({ ...blank, report: 'YES', reduction: '300', method: 'ACTION_PLAN_ESTIMATE' }),
    ).toEqual({
      reportReduction2025To2026: true,
      reductionEnergyConsumption2025To2026: 300,
      estimationMethodType: 'ACTION_PLAN_ESTIMATE',
    });
  });

  it('has no action plan estimate for a measure progress update 1 added', () => {
    expect(
      problems(
        updateSchema('added').safeParse({
          ...blank,
          report: 'YES',
          reduction: '300',
          method: 'ACTION_PLAN_ESTIMATE',
        }),
      ),
    ).toEqual([`method: ${progressMessages.method}`]);
  });
});

describe('a measure added since progress update 1', () => {
  it('reports the reduction for 2025 to 2026', () => {
    expect(problems(addedSchema.safeParse(addedValues(undefined)))).toContain(
      `reduction: ${updateMessages.reduction}`,
    );
    const measure = addedSchema.parse({
      ...addedValues(undefined),
      measureName: 'Heat pumps',
      reduction: '4000',
      method: 'NO_METHOD_USED',
    });
    expect(measure.reductionEnergyConsumption2025To2026).toBe(4000);
  });
});

// The task as the server keeps it: a plan measure progress update 1 said was not implemented, one it
// reported on, and one it added.
const NOT_DONE = '3f1c6a52-8d0e-4b1e-9a51-0c7d2f4e9b10';
const REPORTED = '9a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
const ADDED = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';
let update: ProgressUpdate;
let completed: SectionsCompleted;
let disaggregated: boolean;
let posts: Record<string, unknown>[];
let refuse: ((body: Record<string, unknown>) => ReturnType<typeof apiResult> | undefined) | undefined;

function taskData(): TaskPageData {
  return {
    task: {
      requestTask: {
        id: 21,
        type: 'PROGRESS_UPDATE_2_P3_APPLICATION_SUBMIT',
        assignable: true,
        startDate: '2026-12-07T10:30:00Z',
        assigneeUserId: 'op-1',
        assigneeFullName: 'Olivia Operator',
        payload: {
          payloadType: 'PROGRESS_UPDATE_2_P3_APPLICATION_SUBMIT_PAYLOAD',
          isDisaggregateUndertaking: disaggregated,
          progressUpdate2P3: update,
          progressUpdate2P3SectionsCompleted: completed,
          progressUpdate2P3Attachments: {},
        },
      },
      allowedRequestTaskActions: [
        'PROGRESS_UPDATE_2_P3_SAVE_APPLICATION_SUBMIT',
        'PROGRESS_UPDATE_2_P3_SUBMIT_APPLICATION',
      ],
      userAssignCapable: true,
      requestInfo: {
        id: 'PU2000042-P3',
        type: 'PROGRESS_UPDATE_2_P3',
        competentAuthority: 'SCOTLAND',
        accountId: 42,
      },
    },
    timeline: [],
    relatedItems: [],
  };
}

// Fresh route objects per router: React Router keeps what their lazy parts loaded on them.
const openTask = (path: string) =>
  renderTaskRoutes(
    taskData,
    (progressUpdate2.taskRoutes ?? []).map((route) => ({
      ...route,
      ...(typeof route.lazy === 'object' ? { lazy: { ...route.lazy } } : {}),
    })),
    path,
  );

const MEASURES = '/tasks/21/progress-update-2/update-for-energy-efficiency-measures';
const typeReduction = (text: string) =>
  userEvent.type(
    screen.getByLabelText(/Reduction in energy consumption between 6 December 2025 and 5 December 2026/),
    text,
  );
const saveAndContinue = () => userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

interface SavedUpdate {
  payloadType: string;
  progressUpdate2P3: {
    groupChange: unknown;
    progressUpdate2P3MeasuresUpdate: {
      progressUpdate2P3Measures: { uuId: string; progressUpdate2P3EnergyEfficiencyMeasure: unknown }[];
      progressUpdate2P3AddedMeasure: unknown[];
    };
    responsibleOfficerConfirmation: unknown;
  };
  progressUpdate2P3SectionsCompleted: SectionsCompleted;
}
const saved = (index = 0) => posts[index]?.requestTaskActionPayload as SavedUpdate;

/** As the server merges a save: each carried-over measure's answers by uuId, the rest replaced. */
function merge(body: SavedUpdate) {
  const answers = body.progressUpdate2P3.progressUpdate2P3MeasuresUpdate;
  const partOf = (uuId: string) =>
    answers.progressUpdate2P3Measures.find((item) => item.uuId === uuId)
      ?.progressUpdate2P3EnergyEfficiencyMeasure as never;
  const current = update.progressUpdate2P3MeasuresUpdate;
  update = {
    groupChange: body.progressUpdate2P3.groupChange as never,
    responsibleOfficerConfirmation: body.progressUpdate2P3.responsibleOfficerConfirmation as never,
    progressUpdate2P3MeasuresUpdate: {
      progressUpdate2P3Measures: current.progressUpdate2P3Measures.map((measure) => ({
        ...measure,
        progressUpdate2P3EnergyEfficiencyMeasure: partOf(measure.uuId),
      })),
      progressUpdate2P3UpdatedAddedMeasures: current.progressUpdate2P3UpdatedAddedMeasures.map((measure) => ({
        ...measure,
        progressUpdate2P3EnergyEfficiencyMeasure: partOf(measure.uuId),
      })),
      progressUpdate2P3AddedMeasure: answers.progressUpdate2P3AddedMeasure as never,
    },
  };
  completed = body.progressUpdate2P3SectionsCompleted;
}

beforeEach(() => {
  update = {
    progressUpdate2P3MeasuresUpdate: {
      progressUpdate2P3Measures: [
        {
          uuId: NOT_DONE,
          actionPlanEnergyEfficiencyMeasure: {
            measureName: 'LED lighting',
            implementationDateForMeasure: '2025-06-01',
          },
          progressUpdate1P3EnergyEfficiencyMeasure: {
            measureIsImplemented: false,
            providedContext: 'Delayed',
          },
        },
        {
          uuId: REPORTED,
          actionPlanEnergyEfficiencyMeasure: {
            measureName: 'Boiler controls',
            implementationDateForMeasure: '2024-01-01',
          },
          progressUpdate1P3EnergyEfficiencyMeasure: {
            reportReduction2024To2025: true,
            reductionEnergyConsumption2024To2025: 900,
            reportReduction2023To2024: false,
            estimationMethodType: 'ENERGY_AUDIT',
          },
        },
      ],
      progressUpdate2P3UpdatedAddedMeasures: [
        {
          uuId: ADDED,
          progressUpdate1P3AddedMeasure: {
            measureName: 'Solar panels',
            reductionEnergyConsumption2024To2025: 2500,
            estimationMethodType: 'ENERGY_AUDIT',
          },
        },
      ],
      progressUpdate2P3AddedMeasure: [],
    },
  };
  completed = {};
  disaggregated = false;
  posts = [];
  refuse = undefined;
  signInOperatorOnTask();
  answerTaskActions(posts, (body) => {
    const refused = refuse?.(body);
    if (refused) return refused;
    if (body.requestTaskActionType === 'PROGRESS_UPDATE_2_P3_SAVE_APPLICATION_SUBMIT') {
      merge(body.requestTaskActionPayload as SavedUpdate);
    }
    return savedTaskResult(taskData());
  });
});
afterEach(() => vi.restoreAllMocks());

/** Every carried-over measure answered, as a completed section would have them. */
function answerAll() {
  const [notDone, reported] = update.progressUpdate2P3MeasuresUpdate.progressUpdate2P3Measures;
  const [added] = update.progressUpdate2P3MeasuresUpdate.progressUpdate2P3UpdatedAddedMeasures;
  if (!notDone || !reported || !added) throw new Error('the fixture has three measures');
  notDone.progressUpdate2P3EnergyEfficiencyMeasure = { measureIsImplemented: false };
  reported.progressUpdate2P3EnergyEfficiencyMeasure = { reportReduction2025To2026: false };
  added.progressUpdate2P3EnergyEfficiencyMeasure = {
    reportReduction2025To2026: true,
    reductionEnergyConsumption2025To2026: 800,
    estimationMethodType: 'OTHER_METHOD',
    estimationMethodDescription: 'Sub-metering',
  };
}

describe('progress update 2 task', { timeout: 30_000 }, () => {
  it('lists the measures, then the confirmation, which cannot start yet; nothing to submit', async () => {
    const { container } = openTask('/tasks/21');
    expect(await screen.findByRole('heading', { level: 2, name: '1. Prepare Progress Update' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Update for energy efficiency measures' }).getAttribute('href'),
    ).toBe(MEASURES);
    expect(screen.getByRole('heading', { level: 2, name: '2. Confirm' })).toBeTruthy();
    expect(screen.getByText('Cannot start yet')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Group change' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit to regulator' })).toBeNull();
    expect(screen.getByTestId('submit-not-ready').textContent).toBe(
      'You cannot submit to the regulator yet: complete 2 sections.Update for energy efficiency measuresResponsible officer confirmation',
    );
    await expectNoAxeViolations(container);
  });

  it('starts with the group change of a disaggregated undertaking, and saves it', async () => {
    disaggregated = true;
    openTask('/tasks/21');
    expect(
      await screen.findByRole('heading', { level: 2, name: '1. Enter information about a change of group' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '3. Confirm' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Group change' }));
    await userEvent.type(
      await screen.findByLabelText('Name of the other responsible undertaking (optional)'),
      'Parent Group plc',
    );
    await saveAndContinue();
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(saved().progressUpdate2P3.groupChange).toEqual({
      otherResponsibleUndertakingName: 'Parent Group plc',
    });
    expect(saved().progressUpdate2P3SectionsCompleted).toEqual({ groupChange: 'IN_PROGRESS' });
  });
});

describe('update for energy efficiency measures', { timeout: 30_000 }, () => {
  it('opens on the first measure, with its action plan and progress update 1 answers folded away', async () => {
    const { container } = openTask(MEASURES);
    expect(await screen.findByRole('heading', { level: 2, name: 'LED lighting' })).toBeTruthy();
    expect(screen.getByText('Information from the action plan')).toBeTruthy();
    expect(screen.getByText('Progress update 1')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Has the measure been implemented?' })).toBeTruthy();
    // Where the section starts, its measures to and from a spreadsheet (issue 42).
    expect(screen.getByRole('heading', { level: 2, name: 'Use a spreadsheet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'upload a file' }).getAttribute('href')).toMatch(/\/upload$/);
    await expectNoAxeViolations(container);
  });

  it('shows the problems before saving, then saves every carried-over measure by its uuId', async () => {
    const { container } = openTask(`${MEASURES}/measure-1`);
    const question = await screen.findByRole('group', { name: 'Has the measure been implemented?' });
    await userEvent.click(within(question).getByLabelText('Yes'));
    await saveAndContinue();

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeTruthy();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([updateMessages.byDate, updateMessages.reduction, progressMessages.method]);
    expect(posts).toHaveLength(0);
    await expectNoAxeViolations(container);

    const byDate = screen.getByRole('group', {
      name: 'Was the measure implemented by the date proposed in the action plan?',
    });
    await userEvent.click(within(byDate).getByLabelText('Yes'));
    await typeReduction('1500');
    await userEvent.click(screen.getByLabelText('an estimate in the action plan'));
    await saveAndContinue();

    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.requestTaskActionType).toBe('PROGRESS_UPDATE_2_P3_SAVE_APPLICATION_SUBMIT');
    expect(saved().payloadType).toBe('PROGRESS_UPDATE_2_P3_SAVE_APPLICATION_SUBMIT_PAYLOAD');
    expect(saved().progressUpdate2P3.progressUpdate2P3MeasuresUpdate.progressUpdate2P3Measures).toEqual([
      {
        uuId: NOT_DONE,
        progressUpdate2P3EnergyEfficiencyMeasure: {
          measureIsImplemented: true,
          measureImplementedByTheDateInActionPlan: true,
          reductionEnergyConsumption2025To2026: 1500,
          estimationMethodType: 'ACTION_PLAN_ESTIMATE',
        },
      },
      { uuId: REPORTED, progressUpdate2P3EnergyEfficiencyMeasure: null },
      { uuId: ADDED, progressUpdate2P3EnergyEfficiencyMeasure: null },
    ]);
    expect(saved().progressUpdate2P3SectionsCompleted).toEqual({
      progressUpdate2P3MeasuresUpdate: 'IN_PROGRESS',
    });
    // On to the next measure still to answer.
    expect(await screen.findByRole('heading', { level: 2, name: 'Boiler controls' })).toBeTruthy();
    expect(
      screen.getByRole('group', {
        name: 'Do you want, optionally, to report a reduction in energy consumption for the period between 6 December 2025 and 5 December 2026?',
      }),
    ).toBeTruthy();
  });

  it('asks after a measure progress update 1 added without the action plan estimate', async () => {
    answerAll();
    // The plan's measures answered: the route goes on to the one progress update 1 added.
    const [added] = update.progressUpdate2P3MeasuresUpdate.progressUpdate2P3UpdatedAddedMeasures;
    if (added) added.progressUpdate2P3EnergyEfficiencyMeasure = null;
    openTask(`${MEASURES}/measure-3`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Solar panels' })).toBeTruthy();
    expect(screen.queryByText('Information from the action plan')).toBeNull();
    const question = screen.getByRole('group', { name: /report a reduction in energy consumption/ });
    await userEvent.click(within(question).getByLabelText('Yes'));
    expect(screen.getByLabelText('an energy audit')).toBeTruthy();
    expect(screen.queryByLabelText('an estimate in the action plan')).toBeNull();
    await userEvent.click(within(question).getByLabelText('No'));
    await saveAndContinue();
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(saved().progressUpdate2P3.progressUpdate2P3MeasuresUpdate.progressUpdate2P3Measures[2]).toEqual({
      uuId: ADDED,
      progressUpdate2P3EnergyEfficiencyMeasure: { reportReduction2025To2026: false },
    });
  });

  it('adds a new measure and completes the section from its check', async () => {
    answerAll();
    const { container } = openTask(MEASURES);
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Update for action plan and progress update 1 measures',
      }),
    ).toBeTruthy();
    expect(screen.getByText('No new measures have been added.')).toBeTruthy();
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('button', { name: 'Add an energy efficiency measure' }));
    await userEvent.type(await screen.findByLabelText('Enter a name for this measure'), 'Heat pumps');
    await typeReduction('4,000');
    await userEvent.click(screen.getByLabelText('an energy audit'));
    await saveAndContinue();
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(saved().progressUpdate2P3.progressUpdate2P3MeasuresUpdate.progressUpdate2P3AddedMeasure).toEqual([
      {
        measureName: 'Heat pumps',
        reductionEnergyConsumption2025To2026: 4000,
        estimationMethodType: 'ENERGY_AUDIT',
      },
    ]);

    // The list of new measures, then back to the check.
    expect(await screen.findByRole('heading', { level: 1, name: 'New measures' })).toBeTruthy();
    await saveAndContinue();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm and complete' }));
    await waitFor(() =>
      expect(saved(posts.length - 1).progressUpdate2P3SectionsCompleted).toEqual({
        progressUpdate2P3MeasuresUpdate: 'COMPLETED',
      }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: '2. Confirm' })).toBeTruthy();
  });
});

describe('responsible officer confirmation', { timeout: 30_000 }, () => {
  it('needs the estimation method statement too when an answer used the other method', async () => {
    answerAll();
    completed = { progressUpdate2P3MeasuresUpdate: 'COMPLETED' };
    openTask('/tasks/21/progress-update-2/responsible-officer-confirmation');
    expect(await screen.findAllByRole('checkbox')).toHaveLength(2);
    // Issue 39: the statement's regulation is a link away, in a new tab.
    expect(
      screen.getByRole('link', { name: 'Read regulation 34B (opens in new tab)' }).getAttribute('href'),
    ).toBe('https://www.legislation.gov.uk/uksi/2014/1643/regulation/34B');
    await userEvent.click(screen.getAllByRole('checkbox')[0] as HTMLElement);
    await saveAndContinue();
    expect(within(await screen.findByRole('alert')).getByRole('link').textContent).toBe(CONFIRM_ALL);
    expect(posts).toHaveLength(0);
    await userEvent.click(screen.getAllByRole('checkbox')[1] as HTMLElement);
    await saveAndContinue();
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(saved().progressUpdate2P3.responsibleOfficerConfirmation).toEqual([
      'ESOS_ACTION_PLAN_COMPLIANCE',
      'ESTIMATION_METHOD_DOCUMENTED',
    ]);
  });

  it('cannot be opened before the measures are completed', async () => {
    openTask('/tasks/21/progress-update-2/responsible-officer-confirmation');
    expect(await screen.findByRole('heading', { level: 2, name: '1. Prepare Progress Update' })).toBeTruthy();
  });
});

describe('submit', { timeout: 30_000 }, () => {
  beforeEach(() => {
    answerAll();
    completed = { progressUpdate2P3MeasuresUpdate: 'COMPLETED', responsibleOfficerConfirmation: 'COMPLETED' };
  });

  it('sends the update and names the regulator', async () => {
    const { container } = openTask('/tasks/21');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit to regulator' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm and send' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Progress Update 2 sent to regulator' }),
    ).toBeTruthy();
    expect(screen.getByText('PU2000042-P3')).toBeTruthy();
    expect(screen.getByText(/has been sent to the Scottish Environment Protection Agency/)).toBeTruthy();
    expect(posts[0]?.requestTaskActionType).toBe('PROGRESS_UPDATE_2_P3_SUBMIT_APPLICATION');
    await expectNoAxeViolations(container);
  });

  it('lists PU21004 violations with a link to the section to change', async () => {
    refuse = () =>
      apiResult(
        {
          code: 'PU21004',
          message: 'Invalid Progress Update 2 ',
          data: [
            [
              {
                sectionName:
                  'uk.gov.esos.api.reporting.progressupdate.progressupdate2.phase3.domain.ProgressUpdate2P3',
                message: 'Invalid section data',
                data: [
                  [
                    'progressUpdate2P3.progressUpdate2P3MeasuresUpdate.progressUpdate2P3Measures[0].progressUpdate2P3EnergyEfficiencyMeasure - must not be null',
                  ],
                ],
              },
            ],
          ],
        },
        400,
      );
    const { container } = openTask('/tasks/21/progress-update-2/submit');
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm and send' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your progress update has problems' }),
    ).toBeTruthy();
    expect(screen.getByText(/must not be null/)).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Change update for energy efficiency measures answers' })
        .getAttribute('href'),
    ).toBe(MEASURES);
    await expectNoAxeViolations(container);
  });

  it('says "Submission not allowed." outside the window', async () => {
    refuse = () => apiResult({ code: 'PU11002', message: 'Invalid Submission Date', data: [[]] }, 400);
    openTask('/tasks/21/progress-update-2/submit');
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm and send' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Submission not allowed.');
  });
});

describe('submitted progress update 2 timeline event', { timeout: 30_000 }, () => {
  it('shows the update read-only: the group change, each measure with its earlier reports, the confirmation', async () => {
    answerAll();
    const action: RequestAction = {
      id: 8,
      type: 'PROGRESS_UPDATE_2_P3_APPLICATION_SUBMITTED',
      submitter: 'Olivia Operator',
      creationDate: '2026-12-20T10:30:00Z',
      requestId: 'PU2000042-P3',
      requestType: 'PROGRESS_UPDATE_2_P3',
      competentAuthority: 'ENGLAND',
      payload: {
        payloadType: 'PROGRESS_UPDATE_2_P3_APPLICATION_SUBMITTED_PAYLOAD',
        isDisaggregateUndertaking: true,
        progressUpdate2P3: {
          ...update,
          groupChange: { otherResponsibleUndertakingName: 'Parent Group plc' },
          responsibleOfficerConfirmation: ['ESOS_ACTION_PLAN_COMPLIANCE', 'ESTIMATION_METHOD_DOCUMENTED'],
        },
        progressUpdate2Attachments: {},
      },
    };
    const { container } = render(<TimelineEvent action={action} />);
    expect(await screen.findByText('Parent Group plc')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Progress Update 2 submitted' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Solar panels' })).toBeTruthy();
    expect(screen.getByText('800 kWh')).toBeTruthy();
    expect(screen.getByText('Sub-metering')).toBeTruthy();
    expect(screen.getAllByText('Information from the action plan')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: /Change/ })).toBeNull();
    expect(screen.getByText('Phase 3 progress update 2 PU2000042-P3, sent by Olivia Operator')).toBeTruthy();
    await expectNoAxeViolations(container);

    // Printed under the title the PDF is saved as; the page keeps its own.
    document.title = 'Submitted - Manage your ESOS reporting';
    const titles: string[] = [];
    const print = vi.spyOn(window, 'print').mockImplementation(() => titles.push(document.title));
    await userEvent.click(
      screen.getByRole('button', { name: 'Download PDF of submitted progress update 2' }),
    );
    expect(print).toHaveBeenCalledTimes(1);
    expect(titles).toEqual(['Phase 3 progress update 2']);
    expect(document.title).toBe('Submitted - Manage your ESOS reporting');
    print.mockRestore();
  });
});
