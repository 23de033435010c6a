import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api';
import { setLanguage } from '../../shared/i18n';
import { setSessionForTest } from '../../shared/auth/testing';
import { TASK_ROUTE_ID, type RequestAction, type TaskPageData } from '../../shared/workflow';
import { TaskPage, TimelineEvent, preloadTaskContent } from '../../shared/workflow/task';
import { apiResult, savedTaskResult } from '../../test/api-result';
import { expectNoAxeViolations } from '../../test/axe';
import type { ActionPlan, SectionsCompleted } from './plan';
import { requiredStatements } from './plan';
import { actionPlanTaskRoutes } from './routes';

const LED = {
  measureName: 'LED lighting',
  isEnergySavingsOpportunityReportedInAudit: true,
  totalEnergySavingsExpected: { buildings: 12000, transport: 500, total: 12500 },
  implementationDateForMeasure: '2026-06-01',
  energySavingsEstimateCalculatedType: 'ENERGY_AUDIT' as const,
};

/** The task as the server keeps it: saves replace the plan and statuses and move the version on. */
let task: { plan: ActionPlan; completed: SectionsCompleted; version: number };
let posts: { body: Record<string, unknown>; params?: { header?: Record<string, string> } }[];
let answer: (body: Record<string, unknown>) => ReturnType<typeof apiResult> | undefined;
/** What POST /tasks/{id}/measures/check answers (issue 42). */
let checkAnswer: () => ReturnType<typeof apiResult>;

function taskData(): TaskPageData {
  return {
    task: {
      requestTask: {
        id: 9,
        type: 'ACTION_PLAN_P3_APPLICATION_SUBMIT',
        assignable: true,
        startDate: '2026-01-01T10:30:00Z',
        assigneeUserId: 'op-1',
        assigneeFullName: 'Colin Colleague',
        payload: {
          payloadType: 'ACTION_PLAN_P3_APPLICATION_SUBMIT_PAYLOAD',
          actionPlanP3: task.plan,
          actionPlanSectionsCompleted: task.completed,
          actionPlanAttachments: {},
        },
      },
      allowedRequestTaskActions: [
        'ACTION_PLAN_P3_SAVE_APPLICATION_SUBMIT',
        'ACTION_PLAN_P3_SUBMIT_APPLICATION',
        'ACTION_PLAN_CANCEL_APPLICATION',
      ],
      userAssignCapable: true,
      requestInfo: { id: 'AP000042-P3', type: 'ACTION_PLAN_P3', competentAuthority: 'WALES', accountId: 42 },
    },
    timeline: [],
    relatedItems: [],
    version: `"${task.version}"`,
  };
}

function renderTask(path: string) {
  const router = createMemoryRouter(
    [
      {
        id: TASK_ROUTE_ID,
        path: '/tasks/:taskId',
        loader: async () => {
          await preloadTaskContent('ACTION_PLAN_P3_APPLICATION_SUBMIT');
          return taskData();
        },
        HydrateFallback: () => null,
        // Fresh route objects per router: React Router keeps what their lazy parts loaded on them.
        children: [
          { index: true, element: <TaskPage /> },
          ...actionPlanTaskRoutes.map((route) => ({
            ...route,
            ...(typeof route.lazy === 'object' ? { lazy: { ...route.lazy } } : {}),
          })),
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router };
}

const saveAndContinue = () => userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

beforeEach(() => {
  task = { plan: {}, completed: {}, version: 3 };
  posts = [];
  answer = () => undefined;
  checkAnswer = () => apiResult({ measures: [] });
  setSessionForTest({
    loggedIn: true,
    userState: { userId: 'op-1', roleType: 'OPERATOR', status: 'ENABLED' },
  });
  vi.spyOn(api, 'GET').mockImplementation((async (path: string) => {
    if (path === '/v1.0/request-notes') return apiResult({ requestNotes: [], totalItems: 0 });
    throw new Error(`unexpected GET ${path}`);
  }) as never);
  vi.spyOn(api, 'POST').mockImplementation((async (
    path: string,
    init: { body: Record<string, unknown>; params?: { header?: Record<string, string> } },
  ) => {
    posts.push(init);
    if (path === '/v1.0/tasks/{taskId}/measures/check') return checkAnswer();
    const refused = answer(init.body);
    if (refused) return refused;
    const payload = init.body.requestTaskActionPayload as {
      actionPlanP3?: ActionPlan;
      actionPlanSectionsCompleted?: SectionsCompleted;
    };
    if (init.body.requestTaskActionType === 'ACTION_PLAN_P3_SAVE_APPLICATION_SUBMIT') {
      task = {
        plan: payload.actionPlanP3 ?? {},
        completed: payload.actionPlanSectionsCompleted ?? {},
        version: task.version + 1,
      };
    }
    return savedTaskResult(taskData());
  }) as never);
});
afterEach(() => vi.restoreAllMocks());

describe('action plan task list', { timeout: 30_000 }, () => {
  it('starts with the measures; the confirmation cannot start and there is nothing to submit yet', async () => {
    const { container } = renderTask('/tasks/9');
    expect(await screen.findByRole('heading', { level: 2, name: '1. Prepare Action Plan' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Energy efficiency measures' }).getAttribute('href')).toBe(
      '/tasks/9/action-plan/energy-efficiency-measures',
    );
    expect(screen.queryByRole('link', { name: 'Responsible officer confirmation' })).toBeNull();
    expect(screen.getByText('Cannot start yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit to regulator' })).toBeNull();
    expect(screen.getByTestId('submit-not-ready').textContent).toBe(
      'You cannot submit to the regulator yet: complete 2 sections.Energy efficiency measuresResponsible officer confirmation',
    );
    await expectNoAxeViolations(container);
  });

  it('offers the submit once both sections are completed', async () => {
    task.completed = { energyEfficiencyMeasure: 'COMPLETED', responsibleOfficerConfirmation: 'COMPLETED' };
    renderTask('/tasks/9');
    const submit = await screen.findByRole('button', { name: 'Submit to regulator' });
    expect(submit.getAttribute('href')).toBe('/tasks/9/action-plan/submit');
    expect(screen.queryByTestId('submit-not-ready')).toBeNull();
    expect(screen.getAllByText('Completed')).toHaveLength(2);
  });
});

describe('energy efficiency measures section', { timeout: 30_000 }, () => {
  it('asks the question, saves "No" with its context and the version, then completes the section', async () => {
    const { container } = renderTask('/tasks/9/action-plan/energy-efficiency-measures');
    expect(
      await screen.findByRole('group', { name: /Do you have any energy efficiency measures proposed/ }),
    ).toBeTruthy();
    await saveAndContinue();
    expect(within(await screen.findByRole('alert')).getByRole('link').textContent).toBe(
      'Select yes if you have any energy efficiency measures to be implemented',
    );
    expect(posts).toHaveLength(0);
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByLabelText('No'));
    await userEvent.type(
      screen.getByLabelText('Provide context (optional)'),
      'All measures done under Phase 2',
    );
    await saveAndContinue();
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your answers' })).toBeTruthy();
    expect(posts[0]?.params?.header).toEqual({ prefer: 'return=representation', 'if-match': '"3"' });
    expect(posts[0]?.body).toEqual({
      requestTaskId: 9,
      requestTaskActionType: 'ACTION_PLAN_P3_SAVE_APPLICATION_SUBMIT',
      requestTaskActionPayload: {
        payloadType: 'ACTION_PLAN_P3_SAVE_APPLICATION_SUBMIT_PAYLOAD',
        actionPlanP3: {
          energyEfficiencyMeasure: {
            haveEnergyEfficiencyMeasures: false,
            noMeasureContext: 'All measures done under Phase 2',
          },
        },
        actionPlanSectionsCompleted: { energyEfficiencyMeasure: 'IN_PROGRESS' },
      },
    });
    expect(screen.getByText('All measures done under Phase 2')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Confirm and complete' }));
    expect(await screen.findByRole('heading', { level: 2, name: '2. Confirm' })).toBeTruthy();
    expect(posts[1]?.params?.header).toEqual({ prefer: 'return=representation', 'if-match': '"4"' });
    expect(task.completed).toEqual({ energyEfficiencyMeasure: 'COMPLETED' });
    expect(screen.getByRole('link', { name: 'Responsible officer confirmation' })).toBeTruthy();
  });

  it('goes from "Yes" straight to the first measure, then lists it', async () => {
    renderTask('/tasks/9/action-plan/energy-efficiency-measures/proposed-measures');
    await userEvent.click(await screen.findByLabelText('Yes'));
    await saveAndContinue();
    expect(await screen.findByRole('heading', { level: 1, name: 'Energy efficiency measure' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Enter a name for this measure'), 'Heat pumps');
    await userEvent.click(
      within(screen.getByRole('group', { name: /reported in an energy audit/ })).getByLabelText('No'),
    );
    await userEvent.type(screen.getByLabelText('Month'), '3');
    await userEvent.type(screen.getByLabelText('Year'), '2027');
    await userEvent.type(screen.getByLabelText('Industrial processes in kWh'), '4000');
    expect(screen.getByText('4,000 kWh')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('some other reasonable estimation method'));
    await saveAndContinue();
    expect(within(await screen.findByRole('alert')).getByRole('link').textContent).toBe(
      'Enter the description',
    );
    await userEvent.type(screen.getByLabelText('Describe the method'), 'Supplier data');
    await saveAndContinue();

    expect(await screen.findByRole('heading', { level: 2, name: 'Heat pumps' })).toBeTruthy();
    expect(task.plan.energyEfficiencyMeasure?.energyEfficiencyMeasures).toEqual([
      {
        measureName: 'Heat pumps',
        isEnergySavingsOpportunityReportedInAudit: false,
        totalEnergySavingsExpected: {
          buildings: null,
          transport: null,
          industrialProcesses: 4000,
          otherProcesses: null,
          total: 4000,
        },
        implementationDateForMeasure: '2027-03-01',
        energySavingsEstimateCalculatedType: 'OTHER_REASONABLE_ESTIMATION_METHOD',
        estimationMethodDescription: 'Supplier data',
      },
    ]);
    // The "other" method asks the responsible officer for the second statement too.
    expect(requiredStatements(task.plan)).toEqual([
      'ESOS_ASSESSMENT_NOTIFICATION',
      'ESTIMATION_METHOD_DESCRIPTION',
    ]);
  });

  it('lists a plan of more than the reference’s 100 measures with their count, a row each, and offers another', async () => {
    // The plan's limit is 1,000 (ADR 52): 101 shows the reference's 100 is gone without rendering 1,000 cards.
    const measures = Array.from({ length: 101 }, (_, index) => ({
      ...LED,
      measureName: `Measure ${index + 1}`,
    }));
    task.plan = {
      energyEfficiencyMeasure: { haveEnergyEfficiencyMeasures: true, energyEfficiencyMeasures: measures },
    };
    renderTask('/tasks/9/action-plan/energy-efficiency-measures/measures');
    expect((await screen.findByTestId('measures-count', {}, { timeout: 20_000 })).textContent).toBe(
      'The plan has 101 energy efficiency measures.',
    );
    expect(screen.getByRole('button', { name: 'Add another energy efficiency measure' })).toBeTruthy();
    // A row each, not a card each: the list of a long plan stays quick to show.
    expect(screen.queryByRole('heading', { name: 'Measure 101' })).toBeNull();
    const hrefOf = (text: string) =>
      screen
        .getAllByRole('link')
        .find((link) => link.textContent === text)
        ?.getAttribute('href');
    expect(hrefOf('Change Measure 101')).toBe('/tasks/9/action-plan/energy-efficiency-measures/measures/101');
    expect(hrefOf('Remove Measure 101')).toBe(
      '/tasks/9/action-plan/energy-efficiency-measures/measures/101/remove',
    );
  });

  it('says so when the task was changed elsewhere since it was opened', async () => {
    answer = () => apiResult({ code: 'REQUEST_TASK_ACTION1002', message: 'changed' }, 409);
    renderTask('/tasks/9/action-plan/energy-efficiency-measures');
    await userEvent.click(await screen.findByLabelText('No'));
    await saveAndContinue();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'the action plan has been changed since you opened it',
    );
  });
});

describe('responsible officer confirmation', { timeout: 30_000 }, () => {
  it('needs every statement the measures call for', async () => {
    task.plan = {
      energyEfficiencyMeasure: { haveEnergyEfficiencyMeasures: true, energyEfficiencyMeasures: [LED] },
    };
    task.completed = { energyEfficiencyMeasure: 'COMPLETED' };
    renderTask('/tasks/9/action-plan/responsible-officer-confirmation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Responsible officer review' })).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    // The regulation the statement names, in a new tab so the ticks are kept (issue 39).
    const regulation = screen.getByRole('link', { name: 'Read regulation 34A (opens in new tab)' });
    expect(regulation.getAttribute('href')).toBe(
      'https://www.legislation.gov.uk/uksi/2014/1643/regulation/34A',
    );
    expect(regulation.getAttribute('target')).toBe('_blank');
    await saveAndContinue();
    expect((await screen.findAllByText('You must confirm all of these statements are true.')).length).toBe(2);
    await userEvent.click(screen.getByRole('checkbox'));
    await saveAndContinue();
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your answers' })).toBeTruthy();
    expect(task.plan.responsibleOfficerConfirmation).toEqual(['ESOS_ASSESSMENT_NOTIFICATION']);
  });

  it('cannot be opened before the measures are completed', async () => {
    renderTask('/tasks/9/action-plan/responsible-officer-confirmation');
    expect(await screen.findByRole('heading', { level: 2, name: '1. Prepare Action Plan' })).toBeTruthy();
  });
});

describe('submit', { timeout: 30_000 }, () => {
  beforeEach(() => {
    task.completed = { energyEfficiencyMeasure: 'COMPLETED', responsibleOfficerConfirmation: 'COMPLETED' };
  });

  it('sends the plan and names the regulator', async () => {
    const { container } = renderTask('/tasks/9/action-plan/submit');
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm and send' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Action plan sent to regulator' }),
    ).toBeTruthy();
    expect(screen.getByText('AP000042-P3')).toBeTruthy();
    expect(screen.getByText(/has been sent to Natural Resources Wales/)).toBeTruthy();
    expect(posts[0]?.body.requestTaskActionType).toBe('ACTION_PLAN_P3_SUBMIT_APPLICATION');
    await expectNoAxeViolations(container);
  });

  it('says "Submission not allowed." outside the window', async () => {
    answer = () => apiResult({ code: 'AP1001', message: 'Invalid Submission Date', data: [[]] }, 400);
    renderTask('/tasks/9/action-plan/submit');
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm and send' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Submission not allowed.');
  });

  it('lists the violations by section, each with a link to change its answers', async () => {
    answer = () =>
      apiResult(
        {
          code: 'AP1002',
          message: 'Invalid ACTION PLAN',
          data: [
            [
              {
                sectionName: 'uk.gov.esos.api.reporting.actionplan.phase3.domain.ActionPlanP3',
                message: 'Invalid section data',
                data: [
                  [
                    'actionPlan.energyEfficiencyMeasure.energyEfficiencyMeasures[0].measureName - must not be blank',
                    'actionPlan.responsibleOfficerConfirmation - Not valid ResponsibleOfficerConfirmationType.',
                  ],
                ],
              },
            ],
          ],
        },
        400,
      );
    const { container } = renderTask('/tasks/9/action-plan/submit');
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm and send' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your action plan has problems' }),
    ).toBeTruthy();
    expect(screen.getByText('Energy efficiency measures 1, measure name: must not be blank')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Change energy efficiency measures answers' }).getAttribute('href'),
    ).toBe('/tasks/9/action-plan/energy-efficiency-measures');
    expect(
      screen
        .getByRole('link', { name: 'Change responsible officer confirmation answers' })
        .getAttribute('href'),
    ).toBe('/tasks/9/action-plan/responsible-officer-confirmation');
    await expectNoAxeViolations(container);
  });
});

describe('submitted action plan timeline event', { timeout: 30_000 }, () => {
  it('shows both sections read-only', async () => {
    const action: RequestAction = {
      id: 5,
      type: 'ACTION_PLAN_P3_APPLICATION_SUBMITTED',
      submitter: 'Colin Colleague',
      creationDate: '2026-01-01T10:30:00Z',
      requestId: 'AP000042-P3',
      requestType: 'ACTION_PLAN_P3',
      competentAuthority: 'ENGLAND',
      payload: {
        payloadType: 'ACTION_PLAN_P3_APPLICATION_SUBMITTED_PAYLOAD',
        actionPlan: {
          energyEfficiencyMeasure: { haveEnergyEfficiencyMeasures: true, energyEfficiencyMeasures: [LED] },
          responsibleOfficerConfirmation: ['ESOS_ASSESSMENT_NOTIFICATION'],
        },
        actionPlanAttachments: {},
      },
    };
    const { container } = render(<TimelineEvent action={action} />);
    expect(await screen.findByRole('heading', { level: 3, name: 'LED lighting' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Action Plan submitted' })).toBeTruthy();
    expect(screen.getByText('12,500 kWh')).toBeTruthy();
    expect(screen.getByText('June 2026')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Change/ })).toBeNull();
    expect(screen.getByText('Phase 3 action plan AP000042-P3, sent by Colin Colleague')).toBeTruthy();
    await expectNoAxeViolations(container);

    // Printed under the title the PDF is saved as; the page keeps its own.
    document.title = 'Submitted - Manage your ESOS reporting';
    const titles: string[] = [];
    const print = vi.spyOn(window, 'print').mockImplementation(() => titles.push(document.title));
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF of submitted action plan' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(titles).toEqual(['Phase 3 action plan']);
    expect(document.title).toBe('Submitted - Manage your ESOS reporting');
    print.mockRestore();

    // The measures as the template's file, fetched for this timeline entry (issue 42).
    const fetched: unknown[] = [];
    vi.spyOn(api, 'GET').mockImplementation((async (path: string, init: unknown) => {
      fetched.push([path, init]);
      return { data: new Blob(['xlsx']), response: new Response(null, { status: 200 }) };
    }) as never);
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:measures');
    await userEvent.click(screen.getByRole('link', { name: 'Download these measures (.xlsx)' }));
    await vi.waitFor(() => expect(created).toHaveBeenCalled());
    expect(fetched).toEqual([
      ['/v1.0/request-actions/{id}/measures/workbook', { params: { path: { id: 5 } }, parseAs: 'blob' }],
    ]);
  });
});

describe('energy efficiency measures from a spreadsheet (issue 42)', { timeout: 30_000 }, () => {
  const heatPumps = { ...LED, measureName: 'Heat pumps' };
  const upload = async (name: string) => {
    await userEvent.upload(
      screen.getByLabelText('Upload a file'),
      new File(['x'], name, { type: 'text/csv' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upload and check' }));
  };

  it('lists every problem by row and column, then shows what a good file changes and replaces the measures', async () => {
    task.plan = {
      energyEfficiencyMeasure: { haveEnergyEfficiencyMeasures: true, energyEfficiencyMeasures: [LED] },
    };
    const { container } = renderTask('/tasks/9/action-plan/energy-efficiency-measures/measures');
    expect(await screen.findByRole('link', { name: 'Download a template (.xlsx)' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'upload a file' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Upload your measures from a spreadsheet' }),
    ).toBeTruthy();

    checkAnswer = () =>
      apiResult(
        {
          code: 'AP1003',
          message: 'Invalid measures file',
          data: [
            {
              problems: [
                { row: 3, column: 'Buildings (kWh)', message: 'Must be integer greater than or equal to 0' },
                { row: 4, column: 'Enter a name for this measure', message: 'Enter the measure name' },
              ],
              notShown: 2,
            },
          ],
        },
        400,
      );
    await upload('measures.csv');
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Row 3, Buildings (kWh): Must be integer greater than or equal to 0',
      'Row 4, Enter a name for this measure: Enter the measure name',
    ]);
    expect(summary.textContent).toContain('2 more were found');
    expect(container.querySelector('.govuk-error-message')?.textContent).toContain(
      'The file has 4 problems: correct them and upload it again',
    );
    expect(posts[0]?.params?.header).toEqual({ 'if-match': '"3"' });
    await expectNoAxeViolations(container);

    const changedLed = { ...LED, implementationDateForMeasure: '2027-01-01' };
    checkAnswer = () => apiResult({ measures: [changedLed, heatPumps] });
    await upload('measures.csv');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check the measures in your file' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'New measures (1)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Measures that will change (1)' })).toBeTruthy();
    expect(posts.filter((post) => post.body.requestTaskActionType)).toHaveLength(0);
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('button', { name: 'Replace the measures' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Energy efficiency measures added' }),
    ).toBeTruthy();
    const save = posts.at(-1);
    expect(save?.params?.header).toEqual({ prefer: 'return=representation', 'if-match': '"3"' });
    expect(save?.body.requestTaskActionPayload).toMatchObject({
      actionPlanP3: {
        energyEfficiencyMeasure: {
          haveEnergyEfficiencyMeasures: true,
          energyEfficiencyMeasures: [changedLed, heatPumps],
        },
      },
      actionPlanSectionsCompleted: { energyEfficiencyMeasure: 'IN_PROGRESS' },
    });
  });

  it('adds the file’s measures to those saved, and refuses a wrong file before sending it', async () => {
    task.plan = {
      energyEfficiencyMeasure: { haveEnergyEfficiencyMeasures: true, energyEfficiencyMeasures: [LED] },
    };
    renderTask('/tasks/9/action-plan/energy-efficiency-measures/measures/upload');
    await screen.findByRole('heading', { level: 1, name: 'Upload your measures from a spreadsheet' });
    await upload('measures.pdf');
    expect(within(await screen.findByRole('alert')).getByRole('link').textContent).toBe(
      'The selected file must be an Excel workbook (.xlsx) or a CSV file',
    );
    expect(posts).toHaveLength(0);

    checkAnswer = () => apiResult({ measures: [heatPumps] });
    await upload('measures.xlsx');
    await screen.findByRole('heading', { level: 1, name: 'Check the measures in your file' });
    expect(screen.getByRole('heading', { name: /Measures not in the file/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add to the measures' }));
    await screen.findByRole('heading', { level: 1, name: 'Energy efficiency measures added' });
    expect(posts.at(-1)?.body.requestTaskActionPayload).toMatchObject({
      actionPlanP3: { energyEfficiencyMeasure: { energyEfficiencyMeasures: [LED, heatPumps] } },
    });
  });
});

// Issue 43: the action plan in Welsh, switched in place like the toggle does.
describe('the action plan in Welsh', { timeout: 30_000 }, () => {
  afterEach(() => setLanguage('en'));

  it('shows the task list in Welsh', async () => {
    await setLanguage('cy');
    const { container } = renderTask('/tasks/9');
    expect(
      await screen.findByRole('heading', { level: 2, name: "1. Paratoi'r cynllun gweithredu" }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '2. Cadarnhau' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mesurau effeithlonrwydd ynni' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('asks the question and reports a missing answer in Welsh, then follows a switch back to English', async () => {
    await setLanguage('cy');
    const { container } = renderTask('/tasks/9/action-plan/energy-efficiency-measures');
    expect(
      await screen.findByRole('group', { name: /^Oes gennych chi unrhyw fesurau effeithlonrwydd ynni/ }),
    ).toBeTruthy();
    expect(screen.getByLabelText('Nac oes')).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Dychwelyd i: Cyflwyno cynllun gweithredu Cam 3' })
        .getAttribute('href'),
    ).toBe('/tasks/9');
    await userEvent.click(screen.getByRole('button', { name: 'Cadw a pharhau' }));
    expect(within(await screen.findByRole('alert')).getByRole('link').textContent).toBe(
      "Dewiswch 'oes' os oes gennych chi unrhyw fesurau effeithlonrwydd ynni i'w rhoi ar waith",
    );
    await expectNoAxeViolations(container);

    await act(() => setLanguage('en'));
    expect(
      await screen.findByRole('group', { name: /^Do you have any energy efficiency measures proposed/ }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save and continue' })).toBeTruthy();
  });
});
