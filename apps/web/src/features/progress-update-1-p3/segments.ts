import { progressUpdatePages } from '../../shared/reports/progress-update/pages';

/** This feature's pages below a progress update 1 task. */
export const PU1_PAGES = progressUpdatePages(1);
