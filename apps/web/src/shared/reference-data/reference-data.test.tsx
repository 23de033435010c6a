import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api';
import { apiResult } from '../../test/api-result';
import { expectNoAxeViolations } from '../../test/axe';
import { CountySelect } from './CountySelect';
import { fetchReferenceData } from './reference-data';

const DATA = {
  COUNTRIES: [
    { code: 'GB', name: 'United Kingdom' },
    { code: 'FR', name: 'France' },
  ],
  COUNTIES: [
    { id: 2, name: 'Kent' },
    { id: 1, name: 'Essex' },
    { id: 3, name: 'Antrim' },
  ],
};

function mockData(answer: () => unknown = () => apiResult(DATA)) {
  return vi.spyOn(api, 'GET').mockImplementation((async () => answer()) as never);
}

function AddressForm({ county, onSave }: { county: string; onSave: (county: string) => void }) {
  const { control, register, handleSubmit } = useForm({ defaultValues: { county } });
  const current = useWatch({ control, name: 'county' });
  return (
    <form onSubmit={(event) => void handleSubmit((values) => onSave(values.county))(event)}>
      <CountySelect id="l.county" currentValue={current} {...register('county')} />
      <button type="submit">Save</button>
    </form>
  );
}

/** Two forms under one client, as two address pages of one visit. */
function renderForms(county = '', onSave: (county: string) => void = () => undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <AddressForm county={county} onSave={onSave} />
    </QueryClientProvider>,
  );
  return { ...view, client };
}

afterEach(() => vi.restoreAllMocks());

describe('reference data', () => {
  it('asks GET /data for both lists at once and sorts each by name', async () => {
    const get = mockData();
    const data = await fetchReferenceData();
    expect(get).toHaveBeenCalledWith('/v1.0/data', {
      params: { query: { types: ['COUNTRIES', 'COUNTIES'] } },
    });
    expect(data.countries.map((country) => country.code)).toEqual(['FR', 'GB']);
    expect(data.counties.map((county) => county.name)).toEqual(['Antrim', 'Essex', 'Kent']);
  });
});

describe('CountySelect', () => {
  it('offers the UK counties of /data, sorted, and saves the one chosen', async () => {
    mockData();
    const onSave = vi.fn();
    const { container } = renderForms('', onSave);
    const select = await screen.findByRole('combobox', { name: 'County (optional)' });
    await vi.waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(4));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select',
      'Antrim',
      'Essex',
      'Kent',
    ]);
    await userEvent.selectOptions(select, 'Kent');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith('Kent');
    await expectNoAxeViolations(container);
  });

  it('shows a saved county from the list as chosen once the list arrives', async () => {
    mockData();
    renderForms('Essex');
    await vi.waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(4));
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'County (optional)' }).value).toBe(
      'Essex',
    );
  });

  it('keeps a saved county the list does not hold, so nothing is lost', async () => {
    mockData();
    const onSave = vi.fn();
    renderForms('Greater Ruritania', onSave);
    await vi.waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(5));
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'County (optional)' });
    expect(select.value).toBe('Greater Ruritania');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith('Greater Ruritania');
  });

  it('asks once per visit: a second address form reads the cached lists', async () => {
    const get = mockData();
    const { client, unmount } = renderForms();
    await vi.waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(4));
    unmount();
    render(
      <QueryClientProvider client={client}>
        <AddressForm county="" onSave={() => undefined} />
      </QueryClientProvider>,
    );
    // At once, with no loading state and no second call.
    expect(screen.getAllByRole('option')).toHaveLength(4);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('is a text input when the lists cannot be loaded, so the address can still be given', async () => {
    mockData(() => apiResult({ code: 'SERVER', message: 'down' }, 500));
    const onSave = vi.fn();
    renderForms('Kent', onSave);
    const input = await screen.findByRole<HTMLInputElement>('textbox', { name: 'County (optional)' });
    expect(input.value).toBe('Kent');
    await userEvent.clear(input);
    await userEvent.type(input, 'Rutland');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith('Rutland');
  });
});
