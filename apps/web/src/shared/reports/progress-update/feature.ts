import type { MiWorkbook } from '../../mi-workbook/types';
import type { RequestType, WorkflowFeature } from '../../workflow';
import type { ConfiguredProgressUpdate } from './configured';
import { progressUpdateTaskRoutes } from './routes';

/** What a progress update on the web is made from. */
export interface ProgressUpdateOptions {
  n: number;
  /** The start card's sentence. */
  about: string;
  /** The report whose submission a disaggregated undertaking need not wait for. */
  after: RequestType;
  /** The configured pages: `configured(configuration)` from ./configured, in the feature's lazy module. */
  load: () => Promise<ConfiguredProgressUpdate>;
  /** Its MI workbook, in the feature's folder (ADR 45). */
  miWorkbook?: () => Promise<MiWorkbook>;
}

/**
 * A progress update on the web from its number and its lazily loaded configuration (ADR 47): the start card,
 * the task and timeline names, the routes below its task, and its pages, all named from the number. Safe for
 * the route tables: the pages load with the configuration.
 */
export function progressUpdateFeature<R extends RequestType>(
  options: ProgressUpdateOptions,
): WorkflowFeature<R> {
  const { n, load } = options;
  const type = `PROGRESS_UPDATE_${n}_P3`;
  return {
    requestType: type as R,
    miWorkbook: options.miWorkbook,
    taskRoutes: progressUpdateTaskRoutes(n, {
      sections: async () => (await load()).sections,
      submit: async () => (await load()).submit,
    }),
    // The definition loads with the signed-in layout, apart from the route tables (ADR 16).
    load: async () => (await import('./definition')).progressUpdateDefinition<R>(options),
  };
}
