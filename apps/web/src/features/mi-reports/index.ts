export { miReportsRoutes } from './routes';
export type { ReportExports } from './report-exports';
