import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter, type InitialEntry } from 'react-router';

/** A typed-client answer: `data` with the given HTTP status. */
export const ok = (data: unknown, status = 200) =>
  ({ data, error: undefined, response: new Response(null, { status }) }) as never;

/**
 * Stands in for the browser's XMLHttpRequest in note uploads: answers each upload with the next queued
 * response, else `{uuid: defaultUuid}`, after one progress event. Reset `answers`, `sent` and `urls`.
 */
export class FakeUpload {
  static defaultUuid = '11111111-1111-4111-8111-111111111111';
  static answers: { status: number; body: unknown }[] = [];
  static sent: FormData[] = [];
  static urls: string[] = [];
  /** While true, uploads stay in progress until `finishHeld()`. */
  static hold = false;
  static held: (() => void)[] = [];
  status = 0;
  response: unknown = null;
  responseType = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    FakeUpload.urls.push(url);
  }
  setRequestHeader() {}
  abort() {}
  send(body: FormData) {
    FakeUpload.sent.push(body);
    const answer = FakeUpload.answers.shift() ?? { status: 200, body: { uuid: FakeUpload.defaultUuid } };
    const finish = () => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
      this.status = answer.status;
      this.response = answer.body;
      this.onload?.();
    };
    if (FakeUpload.hold) FakeUpload.held.push(finish);
    else setTimeout(finish, 0);
  }

  static finishHeld() {
    FakeUpload.hold = false;
    FakeUpload.held.splice(0).forEach((finish) => finish());
  }

  static reset() {
    FakeUpload.answers = [];
    FakeUpload.sent = [];
    FakeUpload.urls = [];
    FakeUpload.hold = false;
    FakeUpload.held = [];
  }
}

/** Renders the list page and the three note pages of one parent in a memory router. */
export function renderNotesRoutes(
  base: string,
  pages: { list: ReactElement; form: ReactElement; remove: ReactElement },
  entry: InitialEntry,
) {
  const router = createMemoryRouter(
    [
      { path: base, element: pages.list },
      { path: `${base}/notes/add`, element: pages.form },
      { path: `${base}/notes/:noteId/edit`, element: pages.form },
      { path: `${base}/notes/:noteId/delete`, element: pages.remove },
    ],
    { initialEntries: [entry] },
  );
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router };
}
