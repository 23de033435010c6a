import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { api } from '../shared/api';
import { setSessionForTest } from '../shared/auth/testing';
import { TASK_ROUTE_ID, type TaskPageData, type TaskType } from '../shared/workflow';
import { TaskPage, preloadTaskContent } from '../shared/workflow/task';
import { apiResult, savedTaskResult } from './api-result';
import type {
  AccountOriginatedData,
  Noc,
  NocSectionsCompleted,
} from '../features/notification-of-compliance-p3/noc/model';
import { createNocTaskRoutes } from '../features/notification-of-compliance-p3/routes';

// Test support for the NOC's pages: a task held by the demo operator, and a fake server that keeps what is saved.

export const OPERATOR = 'op-1';
const TASK_ID = 31;

export function nocTask(
  noc: Noc = {},
  nocSectionsCompleted: NocSectionsCompleted = {},
  options: {
    type?: TaskType;
    assignee?: string;
    version?: string;
    accountOriginatedData?: AccountOriginatedData;
  } = {},
): TaskPageData {
  const type = options.type ?? 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMIT';
  const edit = type === 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_EDIT';
  return {
    task: {
      requestTask: {
        id: TASK_ID,
        type,
        assignable: true,
        startDate: '2026-10-01T09:00:00Z',
        assigneeUserId: options.assignee ?? OPERATOR,
        assigneeFullName: 'Olivia Operator',
        daysRemaining: 40,
        payload: {
          payloadType: edit
            ? 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_EDIT_PAYLOAD'
            : 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMIT_PAYLOAD',
          noc,
          nocSectionsCompleted,
          nocAttachments: {},
          ...(options.accountOriginatedData ? { accountOriginatedData: options.accountOriginatedData } : {}),
        },
      },
      allowedRequestTaskActions: edit
        ? [
            'NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_EDIT',
            'NOTIFICATION_OF_COMPLIANCE_P3_RETURN_TO_SUBMIT',
          ]
        : [
            'NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_SUBMIT',
            'NOTIFICATION_OF_COMPLIANCE_P3_SEND_TO_EDIT',
            'NOTIFICATION_OF_COMPLIANCE_P3_SUBMIT_APPLICATION',
          ],
      userAssignCapable: true,
      requestInfo: {
        id: 'NOC000011-P3',
        type: 'NOTIFICATION_OF_COMPLIANCE_P3',
        competentAuthority: 'ENGLAND',
        accountId: 11,
      },
    },
    timeline: [],
    relatedItems: [],
    version: options.version ?? '"4"',
  };
}

/** GET /data: the counties the address blocks offer. */
const REFERENCE_DATA = {
  COUNTRIES: [{ code: 'GB', name: 'United Kingdom' }],
  COUNTIES: [
    { id: 1, name: 'Essex' },
    { id: 2, name: 'Kent' },
  ],
};

interface SaveBody {
  requestTaskActionPayload: { noc: Noc; nocSectionsCompleted: NocSectionsCompleted };
}

/**
 * The task page and the NOC's pages below it, on a fake server: each save replaces the task's notification
 * and moves its version on, and the loader answers what was saved last, as GET /tasks/{id} would.
 */
export function renderNocTask(
  initial: TaskPageData,
  path: string,
  /** Answers to other GETs by API path, e.g. the Companies House look-up, given the call's options. */
  gets: Record<string, (init: unknown) => ReturnType<typeof apiResult>> = {},
) {
  setSessionForTest({
    loggedIn: true,
    userState: { userId: OPERATOR, roleType: 'OPERATOR', status: 'ENABLED' },
  });
  let current = initial;
  let version = Number((initial.version ?? '"1"').replaceAll('"', ''));
  const get = vi.spyOn(api, 'GET').mockImplementation((async (apiPath: string, init: unknown) => {
    if (apiPath === '/v1.0/request-notes') return apiResult({ requestNotes: [], totalItems: 0 });
    if (apiPath === '/v1.0/data') return apiResult(REFERENCE_DATA);
    // The task and its ETag, as GET /tasks/{id} answers them.
    if (apiPath === '/v1.0/tasks/{id}') return savedTaskResult(structuredClone(current));
    const answer = gets[apiPath];
    if (answer) return answer(init);
    throw new Error(`unexpected GET ${apiPath}`);
  }) as never);
  const post = vi.spyOn(api, 'POST').mockImplementation((async (
    apiPath: string,
    init: { body: SaveBody },
  ) => {
    if (apiPath !== '/v1.0/tasks/actions') throw new Error(`unexpected POST ${apiPath}`);
    const { noc, nocSectionsCompleted } = init.body.requestTaskActionPayload;
    version += 1;
    const task = structuredClone(current.task);
    task.requestTask.payload = {
      ...(task.requestTask.payload as object),
      noc,
      nocSectionsCompleted,
    } as never;
    current = { ...current, task, version: `"${version}"` };
    // As the server answers a save that asks for the task (Prefer: return=representation).
    return savedTaskResult(structuredClone(current));
  }) as never);

  const router = createMemoryRouter(
    [
      {
        id: TASK_ROUTE_ID,
        path: '/tasks/:taskId',
        loader: async () => {
          await preloadTaskContent(current.task.requestTask.type);
          return structuredClone(current);
        },
        HydrateFallback: () => null,
        children: [{ index: true, element: <TaskPage /> }, ...createNocTaskRoutes()],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, post, get, saved: () => current };
}

/** A task action as the page sent it. */
export interface SentAction {
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** Answers every POST with `answer` and records what was sent (submit, send for review, return). */
export function answerTaskActions(answer: () => ReturnType<typeof apiResult>): SentAction[] {
  const sent: SentAction[] = [];
  vi.spyOn(api, 'POST').mockImplementation((async (_path: string, init: SentAction) => {
    sent.push(init);
    return answer();
  }) as never);
  return sent;
}

/** The messages the GOV.UK error summary links to, in order. */
export async function errorSummaryLinks(): Promise<(string | null)[]> {
  const summary = await screen.findByRole('alert');
  return within(summary)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

type FieldLabel = string | RegExp | { nth: number; label: string };

function fieldLabelled(label: FieldLabel): HTMLElement {
  return typeof label === 'object' && 'nth' in label
    ? screen.getAllByLabelText(label.label)[label.nth]!
    : screen.getByLabelText(label);
}

/**
 * Replaces a text field's value (pasted, so long values are quick); `{ nth, label }` for one of several
 * fields with the same label. Found afresh each time: a field shown with an error may be a new element.
 */
export async function fillIn(label: FieldLabel, value: string): Promise<void> {
  const field = fieldLabelled(label);
  await userEvent.clear(field);
  if (value === '') return;
  await userEvent.click(field);
  await userEvent.paste(value);
}

/**
 * The GOV.UK error message a field shows (the one its aria-describedby names), without the visually hidden
 * "Error:"; null when it shows none. A date's group may be given as the element.
 */
export function fieldErrorMessage(label: FieldLabel | HTMLElement): string | null {
  const field = label instanceof HTMLElement ? label : fieldLabelled(label);
  for (const id of (field.getAttribute('aria-describedby') ?? '').split(/\s+/)) {
    const element = id ? document.getElementById(id) : null;
    if (element?.classList.contains('govuk-error-message')) {
      return (element.textContent ?? '').replace(/^Error:\s*/, '');
    }
  }
  return null;
}

/** The notification and statuses of the last save the page sent. */
export function lastSave(post: { mock: { calls: unknown[][] } }): {
  noc: Noc;
  nocSectionsCompleted: NocSectionsCompleted;
} {
  const call = post.mock.calls.at(-1) as [string, { body: SaveBody }] | undefined;
  if (!call) throw new Error('nothing was saved');
  return call[1].body.requestTaskActionPayload;
}

/** A category A notification (all energy audited) whose reporting obligation decides the other sections. */
export const CATEGORY_A: Noc = {
  reportingObligation: {
    qualificationType: 'QUALIFY',
    reportingObligationDetails: {
      qualificationReasonType: 'STAFF_MEMBERS_MORE_THAN_250',
      energyResponsibilityType: 'RESPONSIBLE',
      complianceRouteDistribution: {
        iso50001Pct: 0,
        displayEnergyCertificatePct: 0,
        greenDealAssessmentPct: 0,
        energyAuditsPct: 100,
        energyNotAuditedPct: 0,
        totalPct: 100,
      },
    },
  },
};

/** The reporting obligation completed, so the other sections may be started. */
export const OBLIGATION_COMPLETED = { reportingObligation: 'COMPLETED' } as const;

export const saveAndContinue = () =>
  userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

/** The page's heading, once it shows. */
export const pageHeading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
