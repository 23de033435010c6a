/// <reference lib="webworker" />
import { serveReportExports } from '../features/mi-reports/export-worker';
import { EXPORT_WORKBOOKS } from './export-workbooks';

// The submitted-data export worker (ADR 33). Its entry is the app's: the MI feature lays out the workbooks the
// report types' features declare, which only the app may import (ADR 45).
serveReportExports(EXPORT_WORKBOOKS);
