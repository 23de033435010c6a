export * from './users';
export * from './accounts';
export * from './authorities';
export * from './workflow';
export * from './platform';
export * from './feedback';
export * from './mail';
export * from './security';
