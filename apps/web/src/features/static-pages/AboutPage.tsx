import { buildInfo } from './build-info';

export function AboutPage() {
  const info = buildInfo();
  const rows: { key: string; value: string }[] = [
    { key: 'Version', value: info.version },
    { key: 'Commit', value: info.dirty ? `${info.commit} (with uncommitted changes)` : info.commit },
  ];
  if (info.branch) rows.push({ key: 'Branch', value: info.branch });
  if (info.tag) rows.push({ key: 'Tag', value: info.tag });

  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <h1 className="govuk-heading-l">About</h1>
        <p className="govuk-body">
          This page shows which version of Manage your ESOS reporting you are using. Our support team may ask
          for it if you report a problem.
        </p>
        <dl className="govuk-summary-list">
          {rows.map((row) => (
            <div key={row.key} className="govuk-summary-list__row">
              <dt className="govuk-summary-list__key">{row.key}</dt>
              <dd className="govuk-summary-list__value" data-testid={`about-${row.key.toLowerCase()}`}>
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
