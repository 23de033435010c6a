import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { WorkListFilterForm } from './WorkListFilterForm';
import { apiFilters, readFilters, withFilters, workReportTypes } from './work-list-filters';

const reportTypes = workReportTypes('OPERATOR');

describe('the work list’s filters in the URL', () => {
  it('reads the values the form offers and ignores any other', () => {
    expect(
      readFilters(new URLSearchParams('search=%20acme%20&type=ACTION_PLAN_P3&sort=days-desc'), reportTypes),
    ).toEqual({ search: 'acme', reportType: 'ACTION_PLAN_P3', sort: 'days-desc' });
    // A type the form does not offer, an unknown sort or an over-long term is no filter.
    expect(
      readFilters(new URLSearchParams(`search=${'x'.repeat(101)}&type=ACTION_PLAN_P3&sort=toString`), [
        'ACCOUNT_CLOSURE',
      ]),
    ).toEqual({});
  });

  it('offers the registered workflows whose tasks the role works on (the test set-up loads the app’s)', () => {
    expect(workReportTypes('OPERATOR')).toEqual([
      'NOTIFICATION_OF_COMPLIANCE_P3',
      'ACTION_PLAN_P3',
      'PROGRESS_UPDATE_1_P3',
      'PROGRESS_UPDATE_2_P3',
    ]);
    expect(workReportTypes('REGULATOR')).toEqual(['ORGANISATION_ACCOUNT_OPENING', 'ACCOUNT_CLOSURE']);
    expect(workReportTypes('VERIFIER')).toEqual([]);
  });

  it('writes them back keeping other parameters, from the first page', () => {
    const next = withFilters(new URLSearchParams('page=3&other=1&search=old'), { sort: 'days-asc' });
    expect(next.toString()).toBe('other=1&sort=days-asc');
  });

  it('asks the API with its own names', () => {
    expect(apiFilters({ search: 'acme', reportType: 'ACTION_PLAN_P3', sort: 'days-asc' })).toEqual({
      search: 'acme',
      reportType: 'ACTION_PLAN_P3',
      sort: 'daysRemaining,asc',
    });
    expect(apiFilters({})).toEqual({});
  });
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.search}${location.hash}`}</p>;
}

function Dashboard() {
  const [params] = useSearchParams();
  const filters = readFilters(params, reportTypes);
  return (
    <>
      <WorkListFilterForm key={JSON.stringify(filters)} filters={filters} reportTypes={reportTypes} />
      <Where />
    </>
  );
}

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/dashboard" element={<Dashboard />} />
      </Routes>
    </MemoryRouter>,
  );

describe('the work list’s filter form', () => {
  it('puts the chosen filters in the URL, keeping the tab, and clears them', async () => {
    const { container } = renderAt('/dashboard?page=2#unassigned');
    expect(screen.queryByRole('link', { name: 'Clear filters' })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: /Search/ }), 'Subsidiary');
    const reportType = screen.getByRole('combobox', { name: 'Report type' });
    expect(screen.getByRole('option', { name: 'Action plan' })).toBeTruthy();
    await userEvent.selectOptions(reportType, 'ACTION_PLAN_P3');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'days-asc');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByTestId('where').textContent).toBe(
      '?search=Subsidiary&type=ACTION_PLAN_P3&sort=days-asc#unassigned',
    );
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('link', { name: 'Clear filters' }));
    expect(screen.getByTestId('where').textContent).toBe('#unassigned');
    expect((screen.getByRole('textbox', { name: /Search/ }) as HTMLInputElement).value).toBe('');
  });

  it('shows the URL’s values, and the defaults for values it does not know', () => {
    renderAt('/dashboard?search=acme&type=EVIL&sort=days-desc');
    expect((screen.getByRole('textbox', { name: /Search/ }) as HTMLInputElement).value).toBe('acme');
    expect((screen.getByRole('combobox', { name: 'Report type' }) as HTMLSelectElement).value).toBe('');
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('days-desc');
  });

  it('refuses an over-long search term with an error linked to the box', async () => {
    renderAt('/dashboard');
    const box = screen.getByRole('textbox', { name: /Search/ });
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(101));
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByRole('link', { name: 'Search must be 100 characters or fewer' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('');
  });
});
