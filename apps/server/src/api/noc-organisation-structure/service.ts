import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../platform/http/errors';
import { magicTypeOf } from '../../platform/files/file-types';
import type { UploadedFile } from '../../platform/http/multipart';
import type { UserContext } from '../../domain/current-user';
import type { RequestTaskActionType, RequestTaskType } from '../../workflow/catalogue';
import {
  nocPayloadTypes,
  type NocTaskPayload,
  type OrganisationAssociatedWithRU,
} from '../../workflow/notification-of-compliance-p3/payload';
import {
  applySave,
  organisationStructureFileMessages,
  organisationStructureTemplateCsv,
  parseOrganisationStructureCsv,
  type CsvProblem,
} from '../../workflow/notification-of-compliance-p3/rules';
import { notificationErrors } from '../../workflow/notification-of-compliance-p3/errors';

/** The NOC tasks a file may be imported into, and the save each is made through. */
const saveOf: Partial<Record<RequestTaskType, { action: RequestTaskActionType; payloadType: string }>> = {
  NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMIT: {
    action: 'NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_SUBMIT',
    payloadType: nocPayloadTypes.saveSubmit,
  },
  NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_EDIT: {
    action: 'NOTIFICATION_OF_COMPLIANCE_P3_SAVE_APPLICATION_EDIT',
    payloadType: nocPayloadTypes.saveEdit,
  },
};

const fileProblem = (message: string): CsvProblem => ({ message, columns: [], rows: [] });
const refused = (problems: CsvProblem[]) => new ApiError(notificationErrors.NOC1003, problems);

/**
 * The organisation-structure CSV, read on the server (ADR 18): the task's assignee sends the file; it
 * is size-checked and virus-scanned, then read all or nothing, and the organisations it lists replace
 * the section's through the task's own save (so the clean-up runs and a stale version is refused).
 */
export function nocOrganisationStructureService(app: FastifyInstance) {
  /** A NOC task the caller may view: the template is the same for everyone who may see the section. */
  async function nocTaskVisibleTo(context: UserContext, taskId: number) {
    const { task } = await app.workflow.visibleTask(context, taskId);
    if (!saveOf[task.type]) throw new ApiError('REQUEST_TASK_ACTION1000');
    return task;
  }

  async function readChecked(readFile: () => Promise<UploadedFile>, userId: string): Promise<UploadedFile> {
    let file: UploadedFile;
    try {
      file = await readFile();
      await app.files.scan({ fileName: file.name, bytes: file.content, createdBy: userId });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'FILE1003') {
        throw refused([fileProblem(organisationStructureFileMessages.tooLarge)]);
      }
      if (error instanceof ApiError && error.code === 'FILE1002') {
        throw refused([fileProblem(organisationStructureFileMessages.emptyFile)]);
      }
      throw error;
    }
    // The parser takes any text named .csv (UTF-8 or Excel's Windows-1252, no control characters); a known
    // binary format is refused even when its bytes happen to pass as text.
    if ((await magicTypeOf(file.content)) !== undefined) {
      throw refused([fileProblem(organisationStructureFileMessages.notCsv)]);
    }
    return file;
  }

  return {
    async template(context: UserContext, taskId: number): Promise<string> {
      await nocTaskVisibleTo(context, taskId);
      return organisationStructureTemplateCsv();
    },

    /** The organisations the file lists, as saved, and the task's new version; nothing saved on any problem. */
    async importCsv(
      context: UserContext,
      taskId: number,
      expectedVersion: number | undefined,
      readFile: () => Promise<UploadedFile>,
    ): Promise<{ organisationsAssociatedWithRU: OrganisationAssociatedWithRU[]; version: number | null }> {
      // Checked before the file is read: only the assignee who may work on the task sends one.
      const { task } = await app.workflow.actingTask(context, taskId);
      const save = saveOf[task.type];
      if (!save) throw new ApiError('REQUEST_TASK_ACTION1000');
      if (expectedVersion !== undefined && expectedVersion !== task.version) {
        throw new ApiError('REQUEST_TASK_ACTION1002');
      }
      const file = await readChecked(readFile, context.userId);
      const current = task.payload as NocTaskPayload;
      const noc = current.noc ?? {};
      const result = await parseOrganisationStructureCsv(
        {
          fileName: file.name,
          content: file.content,
          ...(file.mediaType ? { mediaType: file.mediaType } : {}),
        },
        {
          responsibleUndertakingRegistrationNumber:
            noc.responsibleUndertaking?.organisationDetails?.registrationNumber,
        },
      );
      if (!result.ok) throw refused(result.errors);
      const draft = {
        noc: {
          ...noc,
          organisationStructure: {
            ...noc.organisationStructure,
            organisationsAssociatedWithRU: result.organisations,
          },
        },
        nocSectionsCompleted: {
          ...current.nocSectionsCompleted,
          organisationStructure: 'IN_PROGRESS' as const,
        },
      };
      // A notification the web could not save again in one request is refused as a file problem too.
      if (Buffer.byteLength(JSON.stringify(draft)) > app.config.bodyLimitBytes) {
        throw refused([fileProblem('The file lists more organisations than a notification can hold')]);
      }
      // Made through the task's own save, on the version the file was read against.
      const { version } = await app.workflow.processTaskAction(
        context,
        taskId,
        save.action,
        { payloadType: save.payloadType, ...draft },
        { expectedVersion: task.version },
      );
      const saved = applySave(current, draft);
      return {
        organisationsAssociatedWithRU: saved.noc?.organisationStructure?.organisationsAssociatedWithRU ?? [],
        version,
      };
    },
  };
}
