// The reporting rules the server and the web client both apply (ADR 47): written once, pure, no I/O.
export * from './noc-category';
export * from './noc-sections';
export * from './noc-category-needs';
export * from './confirmations';
export * from './group-change';
export * from './measure-answers';
export * from './progress-update-answers';
export * from './progress-update-2-answers';
