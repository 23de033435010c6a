/**
 * A progress update's pages below its task (reporting-inventory §4.3): `progress-update-<n>/…`. Safe for the
 * route tables: no page code.
 */
export function progressUpdatePages(n: number) {
  const base = `progress-update-${n}` as const;
  return {
    groupChange: `${base}/group-change`,
    measures: `${base}/update-for-energy-efficiency-measures`,
    confirmation: `${base}/responsible-officer-confirmation`,
    submit: `${base}/submit`,
    sent: `${base}/submit/confirmation`,
    errors: `${base}/submit/pu${n}-errors`,
  } as const;
}

export type ProgressUpdatePages = ReturnType<typeof progressUpdatePages>;
