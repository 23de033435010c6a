export { AccountNotes, AccountNoteFormPage, DeleteAccountNotePage } from './AccountNotes';
