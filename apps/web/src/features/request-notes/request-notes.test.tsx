import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api';
import { successMessageOf } from '../../shared/success-message';
import { expectNoAxeViolations } from '../../test/axe';
import { FakeUpload, ok, renderNotesRoutes } from '../../test/notes';
import { RequestNotes } from '../../shared/notes';
import { DeleteRequestNotePage, RequestNoteFormPage } from './RequestNotePages';

const REQUEST_ID = 'NOC000001-P3';
const FILE_UUID = '11111111-1111-4111-8111-111111111111';

function renderAt(path: string) {
  return renderNotesRoutes(
    '/requests/:requestId',
    {
      list: <RequestNotes requestId={REQUEST_ID} />,
      form: <RequestNoteFormPage />,
      remove: <DeleteRequestNotePage />,
    },
    path,
  );
}

describe('request notes', () => {
  beforeEach(() => {
    FakeUpload.reset();
    FakeUpload.defaultUuid = FILE_UUID;
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists notes newest first with their files, and edit and delete only where editable', async () => {
    const get = vi.spyOn(api, 'GET').mockResolvedValue(
      ok({
        totalItems: 12,
        requestNotes: [
          {
            id: 2,
            requestId: REQUEST_ID,
            payload: { note: 'Second note', files: { [FILE_UUID]: 'survey.pdf' } },
            submitter: 'Olivia Operator',
            lastUpdatedOn: '2026-10-02T09:00:00Z',
            editable: true,
          },
          {
            id: 1,
            requestId: REQUEST_ID,
            payload: { note: 'First note', files: {} },
            submitter: 'Rita Regulator',
            lastUpdatedOn: '2026-10-01T09:00:00Z',
            editable: false,
          },
        ],
      }),
    );
    const { container } = renderAt(`/requests/${REQUEST_ID}`);
    expect(await screen.findByText('Second note')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/v1.0/request-notes', {
      params: { query: { requestId: REQUEST_ID, page: 0, size: 10 } },
    });
    expect(screen.getByRole('link', { name: 'survey.pdf' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /^Edit\s?note$/ })).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: /^Delete\s?note$/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Add a note' }).getAttribute('href')).toBe(
      `/requests/${REQUEST_ID}/notes/add`,
    );
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('refuses an empty note and empty files, shows a virus refusal, then saves the uploaded files', async () => {
    const post = vi.spyOn(api, 'POST').mockResolvedValue(ok(undefined, 204));
    vi.spyOn(api, 'GET').mockResolvedValue(ok({ totalItems: 0, requestNotes: [] }));
    document.title = 'Add a note - GOV.UK';
    const { container, router } = renderAt(`/requests/${REQUEST_ID}/notes/add`);
    await userEvent.click(await screen.findByRole('button', { name: 'Add note' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Enter a note' })).toBeTruthy();
    expect(document.title).toMatch(/^Error: /);
    await expectNoAxeViolations(container);

    const picker = screen.getByLabelText('Upload files (optional)');
    await userEvent.upload(picker, new File([], 'empty.pdf', { type: 'application/pdf' }));
    expect((await screen.findAllByText('empty.pdf is empty')).length).toBeGreaterThan(0);
    FakeUpload.answers.push({
      status: 400,
      body: { code: 'FILE1001', message: 'The file contains a virus', security: true, data: [] },
    });
    await userEvent.upload(picker, new File(['X5O!P%@AP'], 'eicar.txt', { type: 'text/plain' }));
    expect((await screen.findAllByText('eicar.txt contains a virus')).length).toBeGreaterThan(0);
    for (const name of ['empty.pdf', 'eicar.txt']) {
      await userEvent.click(
        screen.getByRole('button', { name: new RegExp(`^Remove\\s?${name.replace('.', '\\.')}$`) }),
      );
    }

    await userEvent.upload(picker, new File(['%PDF-1.4'], 'survey.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Uploaded')).toBeTruthy();
    expect((FakeUpload.sent[FakeUpload.sent.length - 1]?.get('file') as File).name).toBe('survey.pdf');
    await userEvent.type(screen.getByLabelText('Note'), 'Checked the lighting survey');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/requests/${REQUEST_ID}`));
    expect(successMessageOf(router.state.location.state)).toBe('Your note has been added');
    expect(post).toHaveBeenCalledWith('/v1.0/request-notes', {
      body: { requestId: REQUEST_ID, note: 'Checked the lighting survey', files: [FILE_UUID] },
    });
  });

  it('says once, at the field, that a file of the wrong type was not uploaded; the summary repeats it on submit', async () => {
    vi.spyOn(api, 'GET').mockResolvedValue(ok({ totalItems: 0, requestNotes: [] }));
    renderAt(`/requests/${REQUEST_ID}/notes/add`);
    const picker = await screen.findByLabelText('Upload files (optional)');
    FakeUpload.answers.push({
      status: 400,
      body: { code: 'FILE1005', message: 'The file type is not accepted', security: false, data: [] },
    });
    await userEvent.upload(picker, new File(['MZ'], 'tool.pdf', { type: 'application/pdf' }));
    const message =
      'tool.pdf must be a DOC, DOCX, XLS, XLSX, PPT, PPTX, VSD, VSDX, JPG, PDF, PNG, TIF, BMP, TXT or CSV file';
    const times = () => (document.body.textContent ?? '').split(message).length - 1;
    await vi.waitFor(() => expect(times()).toBe(1));
    expect(document.querySelector('.govuk-error-message')?.textContent).toBe(`Error: ${message}`);
    expect(screen.getByText('Not uploaded')).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Note'), 'With the wrong file');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: message })).toBeTruthy();
    expect(times()).toBe(2);
  });

  it('asks to wait for uploads only after a submit made while they were running', async () => {
    const post = vi.spyOn(api, 'POST').mockResolvedValue(ok(undefined, 204));
    vi.spyOn(api, 'GET').mockResolvedValue(ok({ totalItems: 0, requestNotes: [] }));
    const { router } = renderAt(`/requests/${REQUEST_ID}/notes/add`);
    // A refused submit first (no note), then the note and a file that takes its time.
    await userEvent.click(await screen.findByRole('button', { name: 'Add note' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Note'), 'Survey to follow');
    FakeUpload.hold = true;
    const picker = screen.getByLabelText('Upload files (optional)');
    await userEvent.upload(picker, new File(['%PDF-1.4'], 'survey.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(/uploading/)).toBeTruthy();
    // The earlier refusal does not bring the error summary back while the file uploads.
    expect(screen.queryByRole('alert')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Wait until the files have uploaded' })).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    FakeUpload.finishHeld();
    expect(await screen.findByText('Uploaded')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/requests/${REQUEST_ID}`));
    expect(post).toHaveBeenCalledWith('/v1.0/request-notes', {
      body: { requestId: REQUEST_ID, note: 'Survey to follow', files: [FILE_UUID] },
    });
  });

  it('edits a note, removing a file', async () => {
    vi.spyOn(api, 'GET').mockResolvedValue(
      ok({
        id: 7,
        requestId: REQUEST_ID,
        payload: { note: 'Old text', files: { [FILE_UUID]: 'survey.pdf' } },
        submitter: 'Olivia Operator',
        lastUpdatedOn: '2026-10-02T09:00:00Z',
        editable: true,
      }),
    );
    const put = vi.spyOn(api, 'PUT').mockResolvedValue(ok(undefined, 204));
    const { router } = renderAt(`/requests/${REQUEST_ID}/notes/7/edit`);
    const note = (await screen.findByLabelText('Note')) as HTMLTextAreaElement;
    expect(note.value).toBe('Old text');
    await userEvent.click(screen.getByRole('button', { name: /^Remove\s?survey\.pdf$/ }));
    await userEvent.clear(note);
    await userEvent.type(note, 'New text');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await vi.waitFor(() =>
      expect(put).toHaveBeenCalledWith('/v1.0/request-notes/{id}', {
        params: { path: { id: 7 } },
        body: { note: 'New text', files: [] },
      }),
    );
    await vi.waitFor(() =>
      expect(successMessageOf(router.state.location.state)).toBe('Your note has been updated'),
    );
  });

  it('deletes a note after confirmation', async () => {
    vi.spyOn(api, 'GET').mockResolvedValue(
      ok({ id: 7, requestId: REQUEST_ID, payload: { note: 'Old text', files: {} }, editable: true }),
    );
    const remove = vi.spyOn(api, 'DELETE').mockResolvedValue(ok(undefined, 204));
    const { container, router } = renderAt(`/requests/${REQUEST_ID}/notes/7/delete`);
    expect(await screen.findByText('Old text')).toBeTruthy();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/requests/${REQUEST_ID}`));
    expect(remove).toHaveBeenCalledWith('/v1.0/request-notes/{id}', { params: { path: { id: 7 } } });
  });
});
