import { Link, useNavigate } from 'react-router';
import { useFormErrorTitle } from '../forms';
import { Button, ErrorSummary, WarningText } from '../govuk';
import { withSuccessMessage } from '../success-message';
import { useNotesReturn } from './NoteFormPage';
import { useDeleteNote, useNote, type NotesAdapter } from './notes-api';

/** Confirms deleting a note and its files. `noteId` is the route parameter. */
export function DeleteNotePage({ adapter, noteId }: { adapter: NotesAdapter; noteId: string }) {
  const id = Number(noteId);
  const navigate = useNavigate();
  const returnTo = useNotesReturn(adapter);
  const note = useNote(adapter, id);
  const remove = useDeleteNote(adapter, id);
  const message = remove.isError ? 'The note could not be deleted. Try again.' : null;
  useFormErrorTitle(message !== null);

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        {message ? <ErrorSummary errors={[{ href: '#l.confirm', text: message }]} /> : null}
        <h1 className="govuk-heading-l">Are you sure you want to delete this note?</h1>
        {note.data?.payload?.note ? (
          <div className="govuk-inset-text" style={{ whiteSpace: 'pre-wrap' }}>
            {note.data.payload.note}
          </div>
        ) : null}
        <WarningText>The note and its files will be deleted. This cannot be undone.</WarningText>
        <div className="govuk-button-group">
          <Button
            id="l.confirm"
            type="button"
            variant="warning"
            pending
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => void navigate(returnTo, withSuccessMessage('The note has been deleted')),
              })
            }
          >
            Yes, delete
          </Button>
          <Link className="govuk-link" to={returnTo}>
            Cancel
          </Link>
        </div>
      </div>
    </div>
  );
}
