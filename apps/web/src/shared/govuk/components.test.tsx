import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { expectNoAxeViolations } from '../../test/axe';
import { DateInput } from './DateInput';
import { FileUpload } from './FileUpload';
import { Select } from './Select';
import { SummaryList } from './SummaryList';
import { Table, type TableColumn } from './Table';
import { nextSort, sortRows } from './table-sort';

interface Row {
  id: number;
  name: string;
  days: number;
}
const rows: Row[] = [
  { id: 1, name: 'beta', days: 3 },
  { id: 2, name: 'Alpha', days: 10 },
  { id: 3, name: 'gamma', days: 1 },
];
const columns: TableColumn<Row>[] = [
  { key: 'name', header: 'Name', render: (row) => row.name, isSortable: true, isHeader: true },
  {
    key: 'days',
    header: 'Days',
    render: (row) => row.days,
    isSortable: true,
    numeric: true,
    widthClass: 'govuk-!-width-one-quarter',
  },
  { key: 'id', header: 'Id', render: (row) => row.id, isHidden: true },
];

describe('table sort', () => {
  it('cycles ascending, descending, and restarts ascending on another column', () => {
    let sort = nextSort(null, 'name');
    expect(sort).toEqual({ column: 'name', direction: 'ascending' });
    sort = nextSort(sort, 'name');
    expect(sort).toEqual({ column: 'name', direction: 'descending' });
    sort = nextSort(sort, 'name');
    expect(sort).toEqual({ column: 'name', direction: 'ascending' });
    sort = nextSort({ column: 'name', direction: 'descending' }, 'days');
    expect(sort).toEqual({ column: 'days', direction: 'ascending' });
  });

  it('sorts rows by text without case and by number', () => {
    expect(
      sortRows(rows, { column: 'name', direction: 'ascending' }, (r) => r.name).map((r) => r.id),
    ).toEqual([2, 1, 3]);
    expect(
      sortRows(rows, { column: 'days', direction: 'descending' }, (r) => r.days).map((r) => r.id),
    ).toEqual([2, 1, 3]);
  });

  it('emits sort events, sets aria-sort and hides hidden columns', async () => {
    const user = userEvent.setup();
    const onSort = vi.fn();
    const { container } = render(
      <Table caption="Items" columns={columns} rows={rows} rowKey={(r) => r.id} onSort={onSort} />,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent?.replace(/[▲▼]/g, ''))).toEqual(['Name', 'Days']);
    expect(headers.map((h) => h.getAttribute('aria-sort'))).toEqual(['none', 'none']);
    expect(headers[1]?.className).toContain('govuk-!-width-one-quarter');
    expect(screen.getAllByRole('rowheader')).toHaveLength(3);

    await user.click(within(headers[0] as HTMLElement).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith({ column: 'name', direction: 'ascending' });
    expect(headers[0]?.getAttribute('aria-sort')).toBe('ascending');
    await user.click(within(headers[0] as HTMLElement).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith({ column: 'name', direction: 'descending' });
    expect(headers[0]?.getAttribute('aria-sort')).toBe('descending');
    await user.click(within(headers[1] as HTMLElement).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith({ column: 'days', direction: 'ascending' });
    expect(headers.map((h) => h.getAttribute('aria-sort'))).toEqual(['none', 'ascending']);
    await expectNoAxeViolations(container);
  });
});

describe('summary list', () => {
  it('hides rows whose value is empty and renders actions', async () => {
    const { container } = render(
      <MemoryRouter>
        <SummaryList
          rows={[
            {
              key: 'Name',
              value: 'Rita Regulator',
              actions: [{ href: '/change/name', text: 'Change', visuallyHiddenText: 'name' }],
            },
            { key: 'Phone', value: '' },
            { key: 'Job title', value: null },
            { key: 'Email', value: 'rita@example.gov.uk' },
          ]}
        />
      </MemoryRouter>,
    );
    const terms = [...container.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(terms).toEqual(['Name', 'Email']);
    const change = screen.getByRole('link');
    expect(change.textContent).toBe('Change name');
    expect(change.getAttribute('href')).toBe('/change/name');
    expect(container.querySelectorAll('.govuk-summary-list__row--no-actions')).toHaveLength(1);
    await expectNoAxeViolations(container);
  });
});

describe('select', () => {
  it('renders options with the default label, hint and error', async () => {
    const { container } = render(
      <Select
        name="country"
        hint="Where the organisation is registered"
        errorMessage="Select a country"
        options={[
          { value: '', text: 'Choose' },
          { value: 'GB', text: 'United Kingdom' },
          { value: 'XX', text: 'Unavailable', disabled: true },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Select' });
    expect(select.getAttribute('aria-describedby')).toBe('country-hint country-error');
    expect(select.className).toBe('govuk-select govuk-select--error');
    expect((screen.getByRole('option', { name: 'Unavailable' }) as HTMLOptionElement).disabled).toBe(true);
    expect(screen.getByText('Select a country').closest('p')?.textContent).toBe('Error: Select a country');
    await expectNoAxeViolations(container);
  });
});

describe('date input', () => {
  it('renders three labelled boxes in a group described by hint and error', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <DateInput
        id="start"
        legend={{ text: 'Start date' }}
        hint="For example, 27 3 2024"
        errorMessage="Enter a full date"
        errorFields={['month']}
        value={{ day: '1', month: '', year: '2024' }}
        onChange={onChange}
      />,
    );
    const group = screen.getByRole('group', { name: 'Start date' });
    expect(group.getAttribute('aria-describedby')).toBe('start-hint start-error');
    const month = screen.getByLabelText('Month');
    expect(month.className).toContain('govuk-input--error');
    expect(screen.getByLabelText('Day').className).not.toContain('govuk-input--error');
    expect(screen.getByLabelText('Year').className).toContain('govuk-input--width-4');
    await userEvent.setup().type(month, '6');
    expect(onChange).toHaveBeenLastCalledWith({ day: '1', month: '6', year: '2024' });
    await expectNoAxeViolations(container);
  });
});

describe('file upload', () => {
  it('passes accept and multiple to the input', async () => {
    const { container } = render(
      <FileUpload name="evidence" label="Upload a file" hint="PDF only" accept=".pdf" multiple />,
    );
    const input = screen.getByLabelText('Upload a file') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('.pdf');
    expect(input.multiple).toBe(true);
    expect(input.getAttribute('aria-describedby')).toBe('evidence-hint');
    await expectNoAxeViolations(container);
  });
});
