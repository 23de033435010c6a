import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StoredFileKind } from '../../platform/files';
import { sendDownload } from '../../platform/files/download';
import { ApiError } from '../../platform/http/errors';

const downloads: {
  path: string;
  /** null: no stored file is of this kind (document templates are not files ESOS keeps). */
  kind: StoredFileKind | null;
  operationId: string;
  tag: string;
  summary: string;
}[] = [
  {
    path: '/file-attachments/:token',
    kind: 'ATTACHMENT',
    operationId: 'getFileAttachment',
    tag: 'File Attachments',
    summary: 'Get the file attachment for the provided file token',
  },
  {
    path: '/file-notes/:token',
    kind: 'NOTE',
    operationId: 'getFileNote',
    tag: 'File Notes',
    summary: 'Get the note file for the provided file token',
  },
  {
    // ESOS generates no documents and has no document templates: these tokens never name a file.
    path: '/file-documents/:token',
    kind: 'DOCUMENT',
    operationId: 'getFileDocument',
    tag: 'File Documents',
    summary: 'Get the file document for the provided file token',
  },
  {
    path: '/file-document-templates/:token',
    kind: null,
    operationId: 'getFileDocumentTemplate',
    tag: 'File Document Templates',
    summary: 'Get the document template file for the provided file token',
  },
];

/**
 * The public second step of a download: the token, obtained by an authorized call a minute before, is
 * the only credential. The file is always an attachment and never sniffed or cached.
 */
export const fileDownloadsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const download of downloads) {
    app.get(
      download.path,
      {
        config: { public: true },
        schema: {
          operationId: download.operationId,
          tags: [download.tag],
          summary: download.summary,
          params: z.object({ token: z.string().min(1).max(2048) }),
          // No response schema: the 200 body is the file itself, which the JSON serializer must not touch.
        },
      },
      async (request, reply) => {
        if (download.kind === null) {
          // Still checked, so a bad or expired token gets the same answer as on the other routes.
          await app.linkTokens.verify('get_file', request.params.token);
          throw new ApiError('NOTFOUND1001');
        }
        const file = await app.files.fromToken(request.params.token, download.kind);
        return sendDownload(reply, file);
      },
    );
  }
};
