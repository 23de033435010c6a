import { progressUpdate1 } from './definition';

/** Progress update 1's save and submit rules (the family's, with its measures' checks). */
export const { applySave: applyProgressUpdate1Save, validate: validateProgressUpdate1 } = progressUpdate1;
