import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requestActions, requests } from '../../platform/db/schema';
import { ApiError } from '../../platform/http/errors';
import type { RequestActionType } from '../../workflow/catalogue';
import { requestAuthority } from '../../domain/account-access';
import type { UserContext } from '../../domain/current-user';

export function requestActionsService(app: FastifyInstance) {
  const db = app.db;
  const { tables } = app.workflow;

  /** The action with its request, if the caller is a member of the request and may see this type. */
  async function visibleAction(context: UserContext, id: number) {
    const [row] = await db
      .select({ action: requestActions, request: requests })
      .from(requestActions)
      .innerJoin(requests, eq(requests.id, requestActions.requestId))
      .where(eq(requestActions.id, id));
    if (!row) throw new ApiError('NOTFOUND1001');
    const type = row.action.type as RequestActionType;
    if (
      !requestAuthority(context, row.request) ||
      !tables.requestActionTypesVisibleTo(context.roleType).includes(type)
    ) {
      throw new ApiError('FORBIDDEN');
    }
    return { ...row, type };
  }

  return {
    /** The request's timeline, newest first. An unknown request is a 403, so ids cannot be probed. */
    async list(context: UserContext, requestId: string) {
      const [request] = await db.select().from(requests).where(eq(requests.id, requestId));
      if (!request || !requestAuthority(context, request)) throw new ApiError('FORBIDDEN');
      const rows = await db
        .select()
        .from(requestActions)
        .where(
          and(
            eq(requestActions.requestId, requestId),
            inArray(requestActions.type, tables.requestActionTypesVisibleTo(context.roleType)),
          ),
        )
        .orderBy(desc(requestActions.creationDate), desc(requestActions.id));
      return rows.map((row) => ({
        id: row.id,
        type: row.type as RequestActionType,
        ...(row.submitter ? { submitter: row.submitter } : {}),
        creationDate: row.creationDate.toISOString(),
      }));
    },

    async get(context: UserContext, id: number) {
      const { action, request, type } = await visibleAction(context, id);
      return {
        id: action.id,
        type,
        ...(action.payload ? { payload: action.payload as never } : {}),
        requestId: request.id,
        requestType: request.type,
        ...(request.accountId === null ? {} : { requestAccountId: request.accountId }),
        competentAuthority: request.competentAuthority,
        ...(action.submitter ? { submitter: action.submitter } : {}),
        creationDate: action.creationDate.toISOString(),
      };
    },

    /** A download token for a file the entry's snapshot lists among its attachments. */
    async attachmentToken(context: UserContext, id: number, uuid: string) {
      const { action, type } = await visibleAction(context, id);
      // Only the reporting submissions' snapshots carry attachments (authorization rules).
      const field = tables.requestActionAttachmentsField(type);
      if (!field) throw new ApiError('FORBIDDEN');
      const attachments = (action.payload as Record<string, unknown> | null)?.[field];
      const listed =
        typeof attachments === 'object' && attachments !== null && Object.hasOwn(attachments, uuid);
      if (!listed) throw new ApiError('NOTFOUND1001');
      // The snapshot is what a submitter wrote: the file itself must be an attachment of this request.
      const file = await app.files.read(uuid);
      if (!file || file.kind !== 'ATTACHMENT' || file.requestId !== action.requestId) {
        throw new ApiError('NOTFOUND1001');
      }
      return app.files.downloadToken(uuid, 'ATTACHMENT');
    },
  };
}
