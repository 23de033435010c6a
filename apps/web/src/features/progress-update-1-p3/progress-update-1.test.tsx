import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kwhMessages, progressMessages } from '../../shared/reports';
import { TASK_ROUTE_ID, type RequestAction, type TaskPageData } from '../../shared/workflow';
import { TaskPage, TimelineEvent, preloadTaskContent } from '../../shared/workflow/task';
import { api } from '../../shared/api';
import { apiResult, savedTaskResult } from '../../test/api-result';
import { expectNoAxeViolations } from '../../test/axe';
import { answerTaskActions, signInOperatorOnTask } from '../../test/operator-task';
import { schemaIssues } from '../../test/schema-issues';
import { progressUpdate, type ProgressUpdate, type SectionsCompleted } from './configuration';
import { progressUpdate1 } from './index';
import { updateMessages, updateSchema, updateValues } from './measure-update';

const { schema: addedSchema, values: addedValues } = progressUpdate.added;

const issues = schemaIssues;

describe('a measure implemented after the plan was sent', () => {
  const schema = updateSchema(true);
  it('asks whether it was implemented, then what it saved and how that was estimated', () => {
    expect(issues(schema.safeParse(updateValues(undefined)))).toEqual([
      `implemented: ${updateMessages.implemented}`,
    ]);
    expect(
      issues(schema.safeParse({ ...updateValues(undefined), implemented: 'YES', reduction2023: '1.5' })),
    ).toEqual([
      `byDate: ${updateMessages.byDate}`,
      `reduction2024: ${updateMessages.reduction2024}`,
      `reduction2023: ${kwhMessages.whole}`,
      `method: ${progressMessages.method}`,
    ]);
    expect(
      issues(
        schema.safeParse({
          ...updateValues(undefined),
          implemented: 'YES',
          byDate: 'NO',
          reduction2024: '0',
          method: 'OTHER_METHOD',
        }),
      ),
    ).toEqual([`reduction2024: ${kwhMessages.aboveZero}`, `description: ${progressMessages.description}`]);
  });

  it('keeps only the answers that apply', () => {
    expect(
      schema.parse({
        ...updateValues(undefined),
        implemented: 'NO',
        reduction2024: '5',
        method: 'ENERGY_AUDIT',
        context: ' Delayed ',
      }),
    ).toEqual({ measureIsImplemented: false, providedContext: 'Delayed' });
    const implemented = schema.parse({
      ...updateValues(undefined),
      implemented: 'YES',
      byDate: 'YES',
      reduction2024: '2,500',
      method: 'ACTION_PLAN_ESTIMATE',
      description: 'dropped',
    });
    expect(implemented).toEqual({
      measureIsImplemented: true,
      measureImplementedByTheDateInActionPlan: true,
      reductionEnergyConsumption2024To2025: 2500,
      estimationMethodType: 'ACTION_PLAN_ESTIMATE',
    });
    expect(updateValues(implemented)).toMatchObject({
      implemented: 'YES',
      byDate: 'YES',
      reduction2024: '2500',
    });
  });
});

describe('a measure implemented before the plan was sent', () => {
  const schema = updateSchema(false);
  it('asks whether to report each year, and the method only when one is reported', () => {
    expect(issues(schema.safeParse(updateValues(undefined)))).toEqual([
      `report2024: ${updateMessages.report2024}`,
      `report2023: ${updateMessages.report2023}`,
    ]);
    expect(schema.parse({ ...updateValues(undefined), report2024: 'NO', report2023: 'NO' })).toEqual({
      reportReduction2024To2025: false,
      reportReduction2023To2024: false,
    });
    expect(
      issues(schema.safeParse({ ...updateValues(undefined), report2024: 'NO', report2023: 'YES' })),
    ).toEqual([`reduction2023: ${updateMessages.reduction2023}`, `method: ${progressMessages.method}`]);
    expect(
      schema.parse({
        ...updateValues(undefined),
        report2024: 'NO',
        report2023: 'YES',
        reduction2023: '0',
        method: 'NO_METHOD_USED',
      }),
    ).toEqual({
      reportReduction2024To2025: false,
      reportReduction2023To2024: true,
      reductionEnergyConsumption2023To2024: 0,
      estimationMethodType: 'NO_METHOD_USED',
    });
  });
});

describe('a new measure', () => {
  it('reports 2024 to 2025 (required) and 2023 to 2024 (optional)', () => {
    const answers = { ...addedValues(undefined), measureName: 'Solar', method: 'ENERGY_AUDIT' as const };
    expect(issues(addedSchema.safeParse(answers))).toEqual([
      `reduction2024: ${updateMessages.reduction2024}`,
    ]);
    expect(addedSchema.parse({ ...answers, reduction2024: '800', reduction2023: '0' })).toMatchObject({
      reductionEnergyConsumption2024To2025: 800,
      reductionEnergyConsumption2023To2024: 0,
    });
  });
});

// The task as the server keeps it.
const UUID = '3f1c6a52-8d0e-4b1e-9a51-0c7d2f4e9b10';
let update: ProgressUpdate;
let completed: SectionsCompleted;
let posts: Record<string, unknown>[];

function taskData(disaggregated = false): TaskPageData {
  return {
    task: {
      requestTask: {
        id: 12,
        type: 'PROGRESS_UPDATE_1_P3_APPLICATION_SUBMIT',
        assignable: true,
        startDate: '2026-01-01T10:30:00Z',
        assigneeUserId: 'op-1',
        assigneeFullName: 'Olivia Operator',
        payload: {
          payloadType: 'PROGRESS_UPDATE_1_P3_APPLICATION_SUBMIT_PAYLOAD',
          isDisaggregateUndertaking: disaggregated,
          progressUpdate1P3: update,
          progressUpdate1P3SectionsCompleted: completed,
          progressUpdate1P3Attachments: {},
        },
      },
      allowedRequestTaskActions: [
        'PROGRESS_UPDATE_1_P3_SAVE_APPLICATION_SUBMIT',
        'PROGRESS_UPDATE_1_P3_SUBMIT_APPLICATION',
      ],
      userAssignCapable: true,
      requestInfo: {
        id: 'PU1000042-P3',
        type: 'PROGRESS_UPDATE_1_P3',
        competentAuthority: 'ENGLAND',
        accountId: 42,
      },
    },
    timeline: [],
    relatedItems: [],
  };
}

function renderTask(path: string, disaggregated = false) {
  const router = createMemoryRouter(
    [
      {
        id: TASK_ROUTE_ID,
        path: '/tasks/:taskId',
        loader: async () => {
          await preloadTaskContent('PROGRESS_UPDATE_1_P3_APPLICATION_SUBMIT');
          return taskData(disaggregated);
        },
        HydrateFallback: () => null,
        children: [
          { index: true, element: <TaskPage /> },
          ...(progressUpdate1.taskRoutes ?? []).map((route) => ({
            ...route,
            ...(typeof route.lazy === 'object' ? { lazy: { ...route.lazy } } : {}),
          })),
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  update = {
    progressUpdate1P3MeasuresUpdate: {
      progressUpdate1P3Measures: [
        {
          uuId: UUID,
          measureImplType: 'MEASURE_IMPL_AFTER_SUBMIT_ACTION_PLAN',
          actionPlanEnergyEfficiencyMeasure: {
            measureName: 'LED lighting',
            implementationDateForMeasure: '2025-06-01',
          },
        },
      ],
      progressUpdate1P3AddedMeasure: [],
    },
  };
  completed = {};
  posts = [];
  signInOperatorOnTask();
  answerTaskActions(posts, (body) => {
    const payload = body.requestTaskActionPayload as {
      progressUpdate1P3: ProgressUpdate & {
        progressUpdate1P3MeasuresUpdate: {
          progressUpdate1P3Measures: { uuId: string; progressUpdate1P3EnergyEfficiencyMeasure: unknown }[];
        };
      };
      progressUpdate1P3SectionsCompleted: SectionsCompleted;
    };
    const saved = payload.progressUpdate1P3;
    // As the server merges a save: each carried-over measure's answers by uuId, the rest replaced.
    update = {
      ...saved,
      progressUpdate1P3MeasuresUpdate: {
        progressUpdate1P3Measures: update.progressUpdate1P3MeasuresUpdate.progressUpdate1P3Measures.map(
          (measure) => ({
            ...measure,
            progressUpdate1P3EnergyEfficiencyMeasure:
              saved.progressUpdate1P3MeasuresUpdate.progressUpdate1P3Measures.find(
                (item) => item.uuId === measure.uuId,
              )?.progressUpdate1P3EnergyEfficiencyMeasure as never,
          }),
        ),
        progressUpdate1P3AddedMeasure: saved.progressUpdate1P3MeasuresUpdate.progressUpdate1P3AddedMeasure,
      },
    };
    completed = payload.progressUpdate1P3SectionsCompleted;
    return savedTaskResult(taskData());
  });
});
afterEach(() => vi.restoreAllMocks());

describe('progress update 1 task', { timeout: 30_000 }, () => {
  it('numbers the sections after the group change of a disaggregated undertaking', async () => {
    const { container } = renderTask('/tasks/12', true);
    expect(
      await screen.findByRole('heading', { level: 2, name: '1. Enter information about a change of group' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '2. Prepare Progress Update' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '3. Confirm' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('refuses the name of this account as the other responsible undertaking', async () => {
    renderTask('/tasks/12/progress-update-1/group-change', true);
    await userEvent.type(
      await screen.findByLabelText('Name of the other responsible undertaking (optional)'),
      ' demo  ltd ',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(within(await screen.findByRole('alert')).getByRole('link').textContent).toBe(
      'The name must be different from the current account',
    );
    expect(posts).toHaveLength(0);
  });

  it("refuses this account's registration number written with spaces, as the server would at submit", async () => {
    renderTask('/tasks/12/progress-update-1/group-change', true);
    await userEvent.type(
      await screen.findByLabelText(
        'Company registration number of the other responsible undertaking (optional)',
      ),
      '1000 0000',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(within(await screen.findByRole('alert')).getByRole('link').textContent).toBe(
      'Company registration number must be different from the current account',
    );
    expect(posts).toHaveLength(0);
  });

  it('saves the answers about a carried-over measure that was not implemented', async () => {
    const { container } = renderTask(
      '/tasks/12/progress-update-1/update-for-energy-efficiency-measures/measure-1',
    );
    const question = await screen.findByRole('group', { name: 'Has the measure been implemented?' });
    await expectNoAxeViolations(container);
    await userEvent.click(within(question).getByLabelText('No'));
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(posts).toHaveLength(1));
    const saved = posts[0]?.requestTaskActionPayload as {
      progressUpdate1P3: {
        progressUpdate1P3MeasuresUpdate: {
          progressUpdate1P3Measures: { uuId: string; progressUpdate1P3EnergyEfficiencyMeasure: unknown }[];
        };
      };
    };
    expect(saved.progressUpdate1P3.progressUpdate1P3MeasuresUpdate.progressUpdate1P3Measures).toEqual([
      { uuId: UUID, progressUpdate1P3EnergyEfficiencyMeasure: { measureIsImplemented: false } },
    ]);
  });
});

describe('submitted progress update 1 timeline event', { timeout: 30_000 }, () => {
  it("shows a disaggregated undertaking's update read-only and prints it under its own title", async () => {
    const action: RequestAction = {
      id: 9,
      type: 'PROGRESS_UPDATE_1_P3_APPLICATION_SUBMITTED',
      submitter: 'Olivia Operator',
      creationDate: '2026-01-20T10:30:00Z',
      requestId: 'PU1000013-P3',
      requestType: 'PROGRESS_UPDATE_1_P3',
      competentAuthority: 'ENGLAND',
      payload: {
        payloadType: 'PROGRESS_UPDATE_1_P3_APPLICATION_SUBMITTED_PAYLOAD',
        isDisaggregateUndertaking: true,
        progressUpdate1P3: {
          groupChange: { otherResponsibleUndertakingName: 'Northern Holdings plc' },
          progressUpdate1P3MeasuresUpdate: {
            progressUpdate1P3Measures: [],
            progressUpdate1P3AddedMeasure: [
              {
                measureName: 'Heat pumps in the offices',
                measureScheme: ['STREAMLINED_ENERGY_AND_CARBON_REPORTING_SECR'],
                reductionEnergyConsumption2024To2025: 30_000,
                estimationMethodType: 'ENERGY_AUDIT',
              },
            ],
          },
          responsibleOfficerConfirmation: ['ESOS_ACTION_PLAN_COMPLIANCE'],
        },
        progressUpdate1Attachments: {},
      },
    };
    const { container } = render(<TimelineEvent action={action} />);
    expect(await screen.findByText('Northern Holdings plc')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Progress Update 1 submitted' })).toBeTruthy();
    expect(screen.getByText('30,000 kWh')).toBeTruthy();
    expect(screen.getByText('Phase 3 progress update 1 PU1000013-P3, sent by Olivia Operator')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Change/ })).toBeNull();
    await expectNoAxeViolations(container);

    const titles: string[] = [];
    const print = vi.spyOn(window, 'print').mockImplementation(() => titles.push(document.title));
    await userEvent.click(
      screen.getByRole('button', { name: 'Download PDF of submitted progress update 1' }),
    );
    expect(titles).toEqual(['Phase 3 progress update 1']);
    print.mockRestore();
  });
});

describe('progress update 1 measures from a spreadsheet (issue 42)', { timeout: 30_000 }, () => {
  const checked = {
    progressUpdate1P3Measures: [
      { uuId: UUID, progressUpdate1P3EnergyEfficiencyMeasure: { measureIsImplemented: false } },
    ],
    progressUpdate1P3AddedMeasure: [
      {
        measureName: 'Solar panels',
        reductionEnergyConsumption2024To2025: 3000,
        estimationMethodType: 'ENERGY_AUDIT',
      },
    ],
  };

  it('offers the spreadsheet where the section starts and on Check your answers', async () => {
    const first = renderTask('/tasks/12/progress-update-1/update-for-energy-efficiency-measures/measure-1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Use a spreadsheet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'upload a file' }).getAttribute('href')).toBe(
      '/tasks/12/progress-update-1/update-for-energy-efficiency-measures/upload',
    );
    first.unmount();
    update.progressUpdate1P3MeasuresUpdate.progressUpdate1P3Measures[0]!.progressUpdate1P3EnergyEfficiencyMeasure =
      {
        measureIsImplemented: false,
      };
    completed = { progressUpdate1P3MeasuresUpdate: 'IN_PROGRESS' } as SectionsCompleted;
    renderTask('/tasks/12/progress-update-1/update-for-energy-efficiency-measures/summary');
    expect(await screen.findByRole('heading', { level: 2, name: 'Use a spreadsheet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download these measures (.xlsx)' })).toBeTruthy();
  });

  it('checks a file, shows what it changes, and saves it through the update’s save', async () => {
    const { container } = renderTask(
      '/tasks/12/progress-update-1/update-for-energy-efficiency-measures/upload',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Upload your measures from a spreadsheet' }),
    ).toBeTruthy();
    await expectNoAxeViolations(container);

    const post = vi.mocked(api.POST);
    const saving = post.getMockImplementation() as unknown as (path: string, init: unknown) => unknown;
    post.mockImplementation((async (path: string, init: unknown) =>
      path === '/v1.0/tasks/{taskId}/measures/check'
        ? apiResult({ measuresUpdate: checked })
        : saving(path, init)) as never);
    await userEvent.upload(
      screen.getByLabelText('Upload a file'),
      new File(['x'], 'measures.csv', { type: 'text/csv' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upload and check' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check the measures in your file' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Plan measures the file answers (1)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'New measures in the file (1)' })).toBeTruthy();
    expect(posts).toHaveLength(0);
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('button', { name: 'Replace the measures' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    const saved = posts[0]?.requestTaskActionPayload as {
      progressUpdate1P3: { progressUpdate1P3MeasuresUpdate: unknown };
      progressUpdate1P3SectionsCompleted: SectionsCompleted;
    };
    expect(saved.progressUpdate1P3.progressUpdate1P3MeasuresUpdate).toEqual(checked);
    expect(saved.progressUpdate1P3SectionsCompleted).toMatchObject({
      progressUpdate1P3MeasuresUpdate: 'IN_PROGRESS',
    });
  });
});
