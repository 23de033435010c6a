import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/store';
import { characterCountMessage } from './character-count-logic';
import { DateInput } from './DateInput';
import { ErrorSummary } from './ErrorSummary';
import { NotificationBanner } from './NotificationBanner';
import { Pagination } from './Pagination';
import { TaskList } from './TaskList';

// Issue 43: the GOV.UK components' own texts in Welsh, GOV.UK Frontend's Welsh where it has it.
describe('the GOV.UK components in Welsh', () => {
  afterEach(() => setLanguage('en'));

  it('titles the error summary and banners, labels the date boxes and task statuses', async () => {
    await act(() => setLanguage('cy'));
    render(
      <MemoryRouter>
        <ErrorSummary errors={[{ href: '#a', text: 'Rhowch enw' }]} />
        <NotificationBanner>Neges</NotificationBanner>
        <DateInput
          id="d"
          legend={{ text: 'Dyddiad' }}
          value={{ day: '', month: '', year: '' }}
          onChange={() => {}}
        />
        <TaskList items={[{ title: 'Tasg', href: '/t', status: 'NOT_STARTED' }]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Mae problem wedi codi' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pwysig' })).toBeTruthy();
    expect(screen.getByLabelText('Diwrnod')).toBeTruthy();
    expect(screen.getByLabelText('Blwyddyn')).toBeTruthy();
    expect(screen.getByText('Heb ddechrau')).toBeTruthy();
  });

  it('paginates in Welsh', async () => {
    await act(() => setLanguage('cy'));
    const { container } = render(
      <MemoryRouter>
        <Pagination page={2} pageSize={10} totalItems={35} counted={['canlyniad', 'canlyniad']} />
      </MemoryRouter>,
    );
    expect(container.querySelector('p')?.textContent).toBe('Yn dangos 11 i 20 o 35 canlyniad');
    expect(screen.getByRole('navigation', { name: 'Llywio drwy dudalennau' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tudalen 3' })).toBeTruthy();
    expect(screen.getByText('Blaenorol')).toBeTruthy();
  });

  it('counts characters in Welsh, and in English with its singular', async () => {
    expect(characterCountMessage(9, 10)).toBe('You have 1 character remaining');
    expect(characterCountMessage(12, 10)).toBe('You have 2 characters too many');
    await setLanguage('cy');
    expect(characterCountMessage(9, 10)).toBe('Mae gennych 1 nod ar ôl');
    expect(characterCountMessage(12, 10)).toBe('Mae gennych 2 nod yn ormod');
  });
});
