export { RequestNotes, RequestNoteFormPage, DeleteRequestNotePage } from './RequestNotes';
export type { RequestNotesProps } from './RequestNotes';
