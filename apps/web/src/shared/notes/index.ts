export { NotesList } from './NotesList';
export type { NotesListProps, NotesReturnState } from './NotesList';
export { NoteFormPage } from './NoteFormPage';
export { DeleteNotePage } from './DeleteNotePage';
export { noContent, tokenOf } from './notes-api';
export type { Note, NoteBody, NotesAdapter, NotesPage } from './notes-api';
export { NOTES_PAGE_SIZE } from './note-files';
