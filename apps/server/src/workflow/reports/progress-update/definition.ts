import type { z } from 'zod';
import type { Executor } from '../../../platform/db';
import type { ApiError, DeclaredErrorCode } from '../../../platform/http/errors';
import type { RequestType } from '../../catalogue';
import { defineRequestType } from '../../definition';
import { reInitiatedActionPayloadSchema } from '../../shared-payloads';
import { reportIdFormat, reportMetadata, type CompliancePhase } from '../phases';
import {
  nextReportId,
  reportPermissions,
  reportReInitiation,
  reportsOnAccount,
  reportStart,
  type ReportsOnAccount,
} from '../reporting';
import type { ReportMeasures } from '../measures-sheet/report';
import type { ReportMiExport } from '../mi-export';
import { progressUpdateErrors } from './errors';
import { progressUpdateActions, type ProgressUpdateSubmission } from './actions';
import { progressUpdateWorkflowNames } from './workflow-names';
import { progressUpdateRules, type ProgressUpdateChecks } from './rules';
import { progressUpdateSchemas, type ProgressUpdateShape, type UpdateNumber } from './schemas';

type CreateCheck = { valid: boolean; requests?: RequestType[] };

/** What one progress update is: all the rest is the same for both (ADR 0045). */
export interface ProgressUpdateConfig<
  N extends UpdateNumber,
  Carried extends z.ZodRawShape,
  Part extends z.ZodType,
  Added extends z.ZodType,
> {
  number: N;
  /** The phase it is made for: its window, label, id suffix and stored phase come from it. */
  phase: CompliancePhase;
  shape: ProgressUpdateShape<Carried, Part, Added>;
  checks: ProgressUpdateChecks;
  submission: ProgressUpdateSubmission;
  /** Its own error codes (the kit adds the ones both updates answer with). */
  errorCodes: readonly DeclaredErrorCode[];
  /** Its MI export, written in its own folder. */
  miExport: ReportMiExport;
  /** Its measures sheet, written in its own folder (issue 42). */
  measuresSheet: ReportMeasures;
  /**
   * The create validator's look at the account's other reports, once none of this type is running or
   * done (which the kit refuses, naming the type).
   */
  checkOtherReports(reports: ReportsOnAccount, next: RequestType): CreateCheck;
  /** The re-initiation's look at them, if it has one. */
  checkReInitiation?(reports: ReportsOnAccount, next: RequestType): CreateCheck;
  /**
   * The measures carried over from the account's earlier report, one array per carried list; null
   * when there is none to carry from, when `noEarlierReport` is what a non-disaggregated start answers.
   */
  carry(executor: Executor, accountId: number): Promise<unknown[][] | null>;
  noEarlierReport(): ApiError;
}

/**
 * Each shape's schemas, made once: their ids are the documented ones, which one process may register
 * only once, and a phase changes none of them (a test's own phase reuses them).
 */
const madeSchemas = new WeakMap<object, unknown>();
function schemasOf<
  N extends UpdateNumber,
  Carried extends z.ZodRawShape,
  Part extends z.ZodType,
  Added extends z.ZodType,
>(number: N, shape: ProgressUpdateShape<Carried, Part, Added>) {
  type Schemas = ReturnType<typeof progressUpdateSchemas<N, Carried, Part, Added>>;
  const made = madeSchemas.get(shape) as Schemas | undefined;
  if (made) return made;
  const schemas = progressUpdateSchemas(number, shape);
  madeSchemas.set(shape, schemas);
  return schemas;
}

const reInitiationCheck =
  (check: (reports: ReportsOnAccount) => CreateCheck) =>
  async (executor: Executor, { account }: { account: { id: number } }) =>
    check(await reportsOnAccount(executor, account.id));

/**
 * Progress update N of a phase (api-behaviour §2.5, task-forms §3): a definition, its schemas and
 * rules from the configuration. Started by an operator, with a flag saying whether the undertaking
 * was disaggregated from a group (it then starts empty); one SUBMIT task saved as drafts and checked
 * in full at submit; re-initiated by a regulator from the last submitted update.
 */
export function defineProgressUpdate<
  N extends UpdateNumber,
  Carried extends z.ZodRawShape,
  Part extends z.ZodType,
  Added extends z.ZodType,
>(config: ProgressUpdateConfig<N, Carried, Part, Added>) {
  const schemas = schemasOf(config.number, config.shape);
  type Task = z.infer<typeof schemas.task>;
  type Save = z.infer<typeof schemas.save>;
  const rules = progressUpdateRules<Task, Save>(schemas.names, schemas.update, config.checks);
  const carriedLists = Object.keys(config.checks.carried);
  const actions = progressUpdateActions<Task, Save>(
    schemas,
    rules,
    carriedLists,
    config.submission,
    config.phase,
  );
  const { workflow } = actions;
  /** The progress update after this one (built from it), whose type its checks may name. */
  const next = progressUpdateWorkflowNames((config.number + 1) as UpdateNumber).type;
  const reInitiation = config.checkReInitiation?.bind(config);
  const { phase } = config;
  const idFormat = reportIdFormat(phase, `PU${config.number}`);

  const definition = defineRequestType({
    type: workflow.type,
    category: 'REPORTING',
    idFormat,
    holdHistory: true,
    needsAccount: true,
    validityWindow: phase.windows.progressUpdates[config.number - 1],
    submittedRecords: true,
    miExport: config.miExport,
    measuresSheet: config.measuresSheet,
    errorCodes: [...Object.values(progressUpdateErrors), ...config.errorCodes],
    permissions: reportPermissions({
      view: workflow.submitViewPermission,
      submit: workflow.submitExecutePermission,
      reInitiate: workflow.reInitiatePermission,
      group: workflow.returnGroup,
    }),
    create: {
      ...reportStart(workflow.type as never, workflow.submitExecutePermission, schemas.create),
      async checkOtherRequests(executor, { account }) {
        const reports = await reportsOnAccount(executor, account.id);
        if (reports.activeOrDone(workflow.type)) return { valid: false, requests: [workflow.type] };
        return config.checkOtherReports(reports, next);
      },
      async start(step, { account, payload }) {
        if (!account) throw new Error('a progress update needs an account');
        const { isDisaggregateUndertaking } = payload;
        const carried = isDisaggregateUndertaking ? [] : await config.carry(step.tx, account.id);
        if (!carried) throw config.noEarlierReport();
        const request = await step.createRequest({
          id: await nextReportId(step, idFormat, account.id),
          type: workflow.type,
          accountId: account.id,
          competentAuthority: account.competentAuthority,
          payload: {
            payloadType: schemas.names.payloadTypes.request,
            operatorAssignee: step.actor.userId,
            isDisaggregateUndertaking,
          },
          metadata: reportMetadata(phase, workflow.type),
        });
        await step.createTask(
          request,
          workflow.submitTask,
          actions.newTaskPayload(isDisaggregateUndertaking, ...carried),
        );
        return request.id;
      },
    },
    reInitiate: {
      ...reportReInitiation(`RE_INITIATE_${workflow.type}` as never, workflow.reInitiatePermission),
      async start(step, { request, payload }) {
        if (!request) throw new Error('a re-initiation names its request');
        return actions.reopen(step, request, payload);
      },
      ...(reInitiation
        ? { checkOtherRequests: reInitiationCheck((reports) => reInitiation(reports, next)) }
        : {}),
    },
    tasks: {
      [workflow.submitTask]: {
        displayName: `Submit ${phase.label} Progress Update ${config.number}`,
        roleType: 'OPERATOR',
        viewPermission: workflow.submitViewPermission,
        executePermission: workflow.submitExecutePermission,
        assignable: true,
        payloadSchema: schemas.task,
        actions: {
          [workflow.save]: actions.save,
          [workflow.submit]: actions.submit,
          [workflow.cancel]: actions.cancel,
        },
      },
    },
    requestActions: {
      [workflow.submitted]: { attachments: true, payloadSchema: schemas.submitted },
      [workflow.cancelled]: {},
      [workflow.reInitiated]: { attachments: true, payloadSchema: reInitiatedActionPayloadSchema },
    },
  });

  return {
    definition,
    schemas,
    payloadTypes: schemas.names.payloadTypes,
    newTaskPayload: actions.newTaskPayload,
    applySave: rules.applySave,
    validate: rules.validate,
  };
}
