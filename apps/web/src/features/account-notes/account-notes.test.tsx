import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { successMessageOf } from '../../shared/success-message';
import { api } from '../../shared/api';
import { expectNoAxeViolations } from '../../test/axe';
import { FakeUpload, ok, renderNotesRoutes } from '../../test/notes';
import { AccountNotes } from '../../shared/notes';
import { AccountNoteFormPage, DeleteAccountNotePage } from './AccountNotePages';

const ACCOUNT_ID = 7;
const FILE_UUID = '22222222-2222-4222-8222-222222222222';

function NotesTab() {
  return <AccountNotes accountId={Number(useParams().accountId)} />;
}

function renderAt(path: string) {
  return renderNotesRoutes(
    '/accounts/:accountId',
    { list: <NotesTab />, form: <AccountNoteFormPage />, remove: <DeleteAccountNotePage /> },
    path,
  );
}

const notePage = (hasUserEditPermission: boolean) =>
  ok({
    totalItems: 2,
    hasUserEditPermission,
    accountNotes: [
      {
        id: 2,
        accountId: ACCOUNT_ID,
        payload: { note: 'Operator note', files: { [FILE_UUID]: 'audit.pdf' } },
        submitter: 'Olivia Operator',
        lastUpdatedOn: '2026-10-02T09:00:00Z',
        editable: hasUserEditPermission,
      },
      {
        id: 1,
        accountId: ACCOUNT_ID,
        payload: { note: 'Older note', files: {} },
        submitter: 'Olivia Operator',
        lastUpdatedOn: '2026-10-01T09:00:00Z',
        editable: false,
      },
    ],
  });

describe('account notes', () => {
  beforeEach(() => {
    FakeUpload.reset();
    FakeUpload.defaultUuid = FILE_UUID;
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('offers Add, Edit and Delete when the API allows, and returns the pages to the Notes tab', async () => {
    const get = vi.spyOn(api, 'GET').mockResolvedValue(notePage(true));
    const { container } = renderAt(`/accounts/${ACCOUNT_ID}`);
    expect(await screen.findByText('Operator note')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/v1.0/account-notes', {
      params: { query: { accountId: ACCOUNT_ID, page: 0, size: 10 } },
    });
    expect(screen.getByRole('button', { name: 'Add a note' }).getAttribute('href')).toBe(
      `/accounts/${ACCOUNT_ID}/notes/add`,
    );
    expect(screen.getAllByRole('link', { name: /^Edit\s?note$/ })[0]?.getAttribute('href')).toBe(
      `/accounts/${ACCOUNT_ID}/notes/2/edit`,
    );
    expect(screen.getAllByRole('link', { name: /^Delete\s?note$/ })).toHaveLength(1);
    await expectNoAxeViolations(container);
  });

  it('hides Add, Edit and Delete without the edit permission', async () => {
    vi.spyOn(api, 'GET').mockResolvedValue(notePage(false));
    renderAt(`/accounts/${ACCOUNT_ID}`);
    expect(await screen.findByText('Operator note')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a note' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Edit\s?note$/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Delete\s?note$/ })).toBeNull();
  });

  it('downloads a file through a token', async () => {
    const get = vi
      .spyOn(api, 'GET')
      .mockImplementation(((path: string) =>
        Promise.resolve(
          path === '/v1.0/account-notes' ? notePage(true) : ok({ token: 'tok', tokenExpirationMinutes: 1 }),
        )) as never);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderAt(`/accounts/${ACCOUNT_ID}`);
    await userEvent.click(await screen.findByRole('link', { name: 'audit.pdf' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    expect(get).toHaveBeenCalledWith('/v1.0/account-notes/{accountId}/files', {
      params: { path: { accountId: ACCOUNT_ID }, query: { uuid: FILE_UUID } },
    });
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.href).toMatch(/\/v1\.0\/file-notes\/tok$/);
  });

  it('adds a note with a file to the account, then returns to the Notes tab', async () => {
    vi.spyOn(api, 'GET').mockResolvedValue(notePage(true));
    const post = vi.spyOn(api, 'POST').mockResolvedValue(ok(undefined, 204));
    const { container, router } = renderAt(`/accounts/${ACCOUNT_ID}/notes/add`);
    await userEvent.click(await screen.findByRole('button', { name: 'Add note' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Enter a note' })).toBeTruthy();
    await expectNoAxeViolations(container);
    await userEvent.upload(
      screen.getByLabelText('Upload files (optional)'),
      new File(['%PDF-1.4'], 'audit.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Uploaded')).toBeTruthy();
    expect(FakeUpload.urls[0]).toMatch(new RegExp(`/v1\\.0/account-notes/upload/account/${ACCOUNT_ID}$`));
    await userEvent.type(screen.getByLabelText('Note'), 'Energy audit received');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/accounts/${ACCOUNT_ID}`));
    expect(router.state.location.hash).toBe('#notes');
    expect(successMessageOf(router.state.location.state)).toBe('Your note has been added');
    expect(post).toHaveBeenCalledWith('/v1.0/account-notes', {
      body: { accountId: ACCOUNT_ID, note: 'Energy audit received', files: [FILE_UUID] },
    });
  });

  it('edits a note', async () => {
    vi.spyOn(api, 'GET').mockResolvedValue(
      ok({
        id: 2,
        accountId: ACCOUNT_ID,
        payload: { note: 'Old text', files: { [FILE_UUID]: 'audit.pdf' } },
        submitter: 'Olivia Operator',
        lastUpdatedOn: '2026-10-02T09:00:00Z',
        editable: true,
      }),
    );
    const put = vi.spyOn(api, 'PUT').mockResolvedValue(ok(undefined, 204));
    const { router } = renderAt(`/accounts/${ACCOUNT_ID}/notes/2/edit`);
    const note = (await screen.findByLabelText('Note')) as HTMLTextAreaElement;
    expect(note.value).toBe('Old text');
    await userEvent.clear(note);
    await userEvent.type(note, 'New text');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await vi.waitFor(() =>
      expect(put).toHaveBeenCalledWith('/v1.0/account-notes/{id}', {
        params: { path: { id: 2 } },
        body: { note: 'New text', files: [FILE_UUID] },
      }),
    );
    await vi.waitFor(() => expect(router.state.location.hash).toBe('#notes'));
    expect(successMessageOf(router.state.location.state)).toBe('Your note has been updated');
  });

  it('deletes a note after confirmation', async () => {
    vi.spyOn(api, 'GET').mockResolvedValue(
      ok({ id: 2, accountId: ACCOUNT_ID, payload: { note: 'Old text', files: {} }, editable: true }),
    );
    const remove = vi.spyOn(api, 'DELETE').mockResolvedValue(ok(undefined, 204));
    const { container, router } = renderAt(`/accounts/${ACCOUNT_ID}/notes/2/delete`);
    expect(await screen.findByText('Old text')).toBeTruthy();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/accounts/${ACCOUNT_ID}`));
    expect(router.state.location.hash).toBe('#notes');
    expect(successMessageOf(router.state.location.state)).toBe('The note has been deleted');
    expect(remove).toHaveBeenCalledWith('/v1.0/account-notes/{id}', { params: { path: { id: 2 } } });
  });
});
