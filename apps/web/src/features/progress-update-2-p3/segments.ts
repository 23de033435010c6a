import { progressUpdatePages } from '../../shared/reports/progress-update/pages';

/** This feature's pages below a progress update 2 task. */
export const PU2_PAGES = progressUpdatePages(2);
