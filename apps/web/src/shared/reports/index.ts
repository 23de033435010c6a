// What the action plan and the progress updates share on the web (task-forms §0, §2, §3): the energy efficiency
// measure's form and summary, the section binding that saves through the task, the responsible officer's
// confirmation and the submit pages. Lazy-only: imported by the features' pages, never by route tables.
export * from './labels';
export * from './kwh';
export * from './measure-form';
export * from './officer-confirmation';
export * from './report-section';
export * from './SubmitReport';
export * from './violations';
export * from './progress-fields';
export * from './measures-file';
