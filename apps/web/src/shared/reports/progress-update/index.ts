// What the progress updates share on the web (task-forms §3): the kit makes an update's pages, task page and
// timeline view from its configuration (./configured), with the group change and responsible officer
// sections, the read-only frame and the submit pages. Lazy-only: imported by the features' configurations;
// their route tables use ./feature, ./pages and ./routes alone.
export * from './model';
export * from './group-change';
export * from './sections';
export * from './ProgressUpdateTaskList';
export * from './UpdateSummary';
export * from './submit-pages';
export * from './measure-parts';
export * from './progress-update-1-rows';
export * from './measures-flow';
export * from './carried';
export * from './added-measure';
export * from './configured';
