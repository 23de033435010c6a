import { ScrollRegion } from '../../shared/content';
import { LEVEL_COLUMNS, permissionRows } from './permission-rows';
import type { PermissionLevel } from './regulator-users-api';

export interface PermissionMatrixProps {
  value: Record<string, PermissionLevel>;
  /** Allowed levels per group: only these get a radio. */
  levels: Record<string, PermissionLevel[]>;
  /** Read-only shows a tick against each group's level instead of radios. */
  readOnly: boolean;
  onChange: (group: string, level: PermissionLevel) => void;
}

/**
 * The "Customise permissions" matrix: one radio group per row, laid out as a table. Each radio is the
 * markup of a one-item GOV.UK radios group, with a hidden label naming the row and the level.
 */
export function PermissionMatrix({ value, levels, readOnly, onChange }: PermissionMatrixProps) {
  // Six columns of radios do not fit a phone: the table scrolls in its own region (WCAG 1.4.10).
  return (
    <ScrollRegion label="Customise permissions">
      <table className="govuk-table">
        <caption className="govuk-table__caption govuk-table__caption--m">Customise permissions</caption>
        <thead className="govuk-table__head">
          <tr className="govuk-table__row">
            <th scope="col" className="govuk-table__header">
              Task/Item
            </th>
            <th scope="col" className="govuk-table__header">
              Type
            </th>
            {LEVEL_COLUMNS.map((column) => (
              <th key={column.level} scope="col" className="govuk-table__header">
                {column.text}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="govuk-table__body">
          {permissionRows().map((row) => (
            <tr key={row.group} className="govuk-table__row">
              <th scope="row" className="govuk-table__header">
                {row.label}
              </th>
              <td className="govuk-table__cell">{row.type}</td>
              {LEVEL_COLUMNS.map((column) => {
                const allowed = levels[row.group]?.includes(column.level) ?? false;
                const checked = (value[row.group] ?? 'NONE') === column.level;
                const id = `permission-${row.group}-${column.level}`;
                if (readOnly) {
                  return (
                    <td key={column.level} className="govuk-table__cell">
                      {checked ? (
                        <>
                          <span aria-hidden="true">✔</span>
                          <span className="govuk-visually-hidden">{column.text}</span>
                        </>
                      ) : null}
                    </td>
                  );
                }
                return (
                  <td key={column.level} className="govuk-table__cell">
                    {allowed ? (
                      <div className="govuk-radios govuk-radios--small" data-module="govuk-radios">
                        <div className="govuk-radios__item">
                          <input
                            className="govuk-radios__input"
                            id={id}
                            name={`permission-${row.group}`}
                            type="radio"
                            value={column.level}
                            checked={checked}
                            onChange={() => onChange(row.group, column.level)}
                          />
                          <label className="govuk-label govuk-radios__label" htmlFor={id}>
                            <span className="govuk-visually-hidden">
                              {row.label}: {column.text}
                            </span>
                          </label>
                        </div>
                      </div>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
