// What progress updates 1 and 2 share on the web (task-forms §3): the model each update fills in, its task list,
// the group change and responsible officer sections, the read-only frame and the submit pages. Lazy-only:
// imported by the features' pages; their route tables use ./pages and ./routes alone.
export * from './model';
export * from './group-change';
export * from './sections';
export * from './ProgressUpdateTaskList';
export * from './UpdateSummary';
export * from './submit-pages';
export * from './measure-parts';
export * from './progress-update-1-rows';
export * from './measures-flow';
