// Files the page makes or fetches, handed to the browser's download.
export { saveFile } from './save-file';
