import { progressUpdate2 } from './definition';

/** Progress update 2's save and submit rules (the family's, with its measures' checks). */
export const { applySave: applyProgressUpdate2Save, validate: validateProgressUpdate2 } = progressUpdate2;
