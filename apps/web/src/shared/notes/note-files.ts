/** Client-side checks before an upload starts; the API checks again (type, virus) and has the last word. */
export const MAX_NOTE_FILE_BYTES = 20_971_520;
export const NOTE_MAX_LENGTH = 10_000;
export const NOTES_PAGE_SIZE = 10;

/** The reference's allowed types, for the file picker (the server detects the real type). */
export const ACCEPTED_FILE_TYPES =
  '.doc,.docx,.xls,.xlsx,.ppt,.pptx,.vsd,.vsdx,.jpg,.jpeg,.pdf,.png,.tif,.tiff,.bmp,.txt,.csv';

export function fileProblem(file: { name: string; size: number }): string | null {
  if (file.size === 0) return `${file.name} is empty`;
  if (file.size >= MAX_NOTE_FILE_BYTES) return `${file.name} must be smaller than 20MB`;
  return null;
}

/** What the API's file codes mean for the person uploading. */
const UPLOAD_ERRORS: Record<string, (name: string) => string> = {
  FILE1001: (name) => `${name} contains a virus`,
  FILE1002: (name) => `${name} is empty`,
  FILE1003: (name) => `${name} must be smaller than 20MB`,
  FILE1004: (name) => `${name} could not be uploaded. Try again`,
  FILE1005: (name) =>
    `${name} must be a DOC, DOCX, XLS, XLSX, PPT, PPTX, VSD, VSDX, JPG, PDF, PNG, TIF, BMP, TXT or CSV file`,
};

export function uploadErrorMessage(name: string, code: string | undefined): string {
  const message = code ? UPLOAD_ERRORS[code] : undefined;
  return message ? message(name) : `${name} could not be uploaded. Try again`;
}
