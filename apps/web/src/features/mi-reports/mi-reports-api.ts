import { useMutation, useQuery } from '@tanstack/react-query';
import { api, ApiError, unwrap } from '../../shared/api';
import type { MiReportResult, MiReportType, NocReportResult } from './report-data';

const path = { accountType: 'ORGANISATION' } as const;

export function useMiReportTypes() {
  return useQuery({
    queryKey: ['mi-report-types'],
    queryFn: () => unwrap(api.GET('/v1.0/{accountType}/mireports/types', { params: { path } })),
  });
}

export const generateReport = (reportType: Exclude<MiReportType, 'CUSTOM'>): Promise<MiReportResult> =>
  unwrap(api.POST('/v1.0/{accountType}/mireports', { params: { path }, body: { reportType } }));

export const fetchNocPage = (page: number, size: number): Promise<NocReportResult> =>
  unwrap(api.GET('/v1.0/{accountType}/mireports/noc/phase-3', { params: { path, query: { page, size } } }));

export function useGenerateReport(reportType: Exclude<MiReportType, 'CUSTOM'>) {
  return useMutation({ mutationFn: () => generateReport(reportType) });
}

export function useCustomReport() {
  return useMutation({
    mutationFn: (sqlQuery: string) =>
      unwrap(
        api.POST('/v1.0/{accountType}/mireports/custom', {
          params: { path },
          body: { reportType: 'CUSTOM', sqlQuery },
        }),
      ),
  });
}

/** The code and message of a refused call, when the API sent them. */
export function errorOf(error: unknown): { code?: string; message?: string } {
  if (!(error instanceof ApiError)) return {};
  const body = error.body as { code?: unknown; message?: unknown } | undefined;
  return {
    code: typeof body?.code === 'string' ? body.code : undefined,
    message: typeof body?.message === 'string' ? body.message : undefined,
  };
}
