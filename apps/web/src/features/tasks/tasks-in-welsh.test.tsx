import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api';
import { setSessionForTest } from '../../shared/auth/testing';
import { setLanguage } from '../../shared/i18n';
import type { RouteHandle } from '../../shared/routing';
import { expectNoAxeViolations } from '../../test/axe';
import { reviewTaskData } from '../../test/task-data';
import { renderTaskRoutes } from '../../test/task-routes';
import { CancelConfirmationPage } from './CancelTaskPage';
import { ChangeAssigneePage } from './ChangeAssigneePage';
import { tasksRoutes } from './routes';

// Issue 43: the task frame's pages in Welsh.
describe('the task pages in Welsh', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await setLanguage('en');
  });

  it('asks for a person in Welsh, with Welsh choices and a Welsh error', async () => {
    await setLanguage('cy');
    setSessionForTest({
      loggedIn: true,
      userState: { userId: 'reg-1', roleType: 'REGULATOR', status: 'ENABLED' },
    });
    vi.spyOn(api, 'GET').mockResolvedValue({
      data: [{ id: 'reg-2', firstName: 'Rob', lastName: 'Ertson' }],
      response: new Response('[]', { status: 200 }),
    } as never);
    const { container } = renderTaskRoutes(
      reviewTaskData(),
      [
        { path: 'change-assignee', element: <ChangeAssigneePage /> },
        { path: 'cancel/confirmation', element: <CancelConfirmationPage /> },
      ],
      '/tasks/7/change-assignee',
    );
    const group = await screen.findByRole('group', { name: 'Dewiswch unigolyn' });
    expect(within(group).getByLabelText('Heb ei neilltuo')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cyflwyno' }));
    expect((await screen.findAllByText('Dewiswch unigolyn')).length).toBeGreaterThan(1);
    expect(
      screen.getByRole('link', { name: 'Dychwelyd i: Review organisation account application' }),
    ).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('titles the task pages in Welsh', async () => {
    const titles = () =>
      (tasksRoutes([])[0]?.children ?? []).map((route) => {
        const title = (route.handle as RouteHandle | undefined)?.title;
        return typeof title === 'function' ? title({}) : title;
      });
    expect(titles()).toContain('Cancel task');
    await setLanguage('cy');
    expect(titles()).toEqual([
      '',
      'Dewiswch unigolyn',
      'Tasg wedi’i hailneilltuo',
      'Canslo’r dasg',
      'Tasg wedi’i chanslo',
      'Digwyddiad ar y llinell amser',
    ]);
  });
});
