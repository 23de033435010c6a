import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, unwrap, type components } from '../api';
import { getAccessToken } from '../auth/identity';
import { API_BASE_URL } from '../config';
import { NOTES_PAGE_SIZE } from './note-files';

/** A note as both the account and the request notes APIs send it. */
export interface Note {
  id: number;
  payload: components['schemas']['NotePayload'];
  submitter: string;
  lastUpdatedOn: string;
  /** The caller may change or delete it. */
  editable: boolean;
}

export interface NotesPage {
  notes: Note[];
  totalItems: number;
  /** The caller may add notes. */
  canAdd: boolean;
}

export interface NoteBody {
  note: string;
  files: string[];
}

/**
 * What differs between the notes of an account and of a request: the calls, and where the pages go back
 * to. The note list and pages in this folder work on any adapter.
 */
export interface NotesAdapter {
  /** Query key prefix of this parent's notes (a list page is cached under it plus the page number). */
  key: readonly unknown[];
  /** One zero-based page, newest first. */
  list: (page: number, size: number) => Promise<NotesPage>;
  get: (id: number) => Promise<Note>;
  create: (body: NoteBody) => Promise<void>;
  update: (id: number, body: NoteBody) => Promise<void>;
  remove: (id: number) => Promise<void>;
  /** The multipart upload URL below the API base, answering `{uuid}`. */
  uploadPath: string;
  /** A short-lived token for one of the parent's files, fetched from /file-notes/{token}. */
  fileToken: (uuid: string) => Promise<string>;
  /** Where the note pages return when they were not opened from a link carrying its own return path. */
  home: string;
}

/** The file token call's answer, unwrapped. */
export async function tokenOf(
  call: Promise<{ data?: { token: string }; error?: unknown; response: Response }>,
): Promise<string> {
  return (await unwrap(call)).token;
}

/** One page (one-based) of notes. */
export function useNotes(adapter: NotesAdapter, page: number) {
  return useQuery({
    queryKey: [...adapter.key, page],
    queryFn: () => adapter.list(page - 1, NOTES_PAGE_SIZE),
  });
}

export function useNote(adapter: NotesAdapter, id: number | undefined) {
  return useQuery({
    queryKey: [...adapter.key, 'note', id],
    enabled: id !== undefined,
    gcTime: 0,
    queryFn: () => adapter.get(id ?? 0),
  });
}

export function useSaveNote(adapter: NotesAdapter, id: number | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NoteBody) => (id === undefined ? adapter.create(body) : adapter.update(id, body)),
    onSuccess: () => client.invalidateQueries({ queryKey: adapter.key }),
  });
}

export function useDeleteNote(adapter: NotesAdapter, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => adapter.remove(id),
    onSuccess: () => client.invalidateQueries({ queryKey: adapter.key }),
  });
}

/**
 * Uploads one file with XMLHttpRequest, whose upload events give the progress fetch cannot. Resolves
 * with the stored file's uuid; rejects with an ApiError carrying the reference's error body.
 */
export async function uploadNoteFile(
  adapter: NotesAdapter,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const token = await getAccessToken();
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE_URL}${adapter.uploadPath}`);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = request.response as { uuid?: unknown } | null;
      if (request.status === 200 && typeof body?.uuid === 'string') resolve(body.uuid);
      else reject(new ApiError(request.status, body));
    };
    request.onerror = () => reject(new ApiError(0, null));
    request.onabort = () => reject(new ApiError(0, null));
    signal?.addEventListener('abort', () => request.abort());
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}

/**
 * Downloads a note's file: a fresh token (it lasts a minute, so one per click), then the browser fetches
 * the public file route.
 */
export async function downloadNoteFile(adapter: NotesAdapter, uuid: string): Promise<void> {
  const token = await adapter.fileToken(uuid);
  const link = document.createElement('a');
  link.href = `${API_BASE_URL}/v1.0/file-notes/${encodeURIComponent(token)}`;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
