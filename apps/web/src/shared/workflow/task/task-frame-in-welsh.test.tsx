import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { setSessionForTest } from '../../auth/testing';
import { setLanguage } from '../../i18n';
import { expectNoAxeViolations } from '../../../test/axe';
import { reviewTaskData } from '../../../test/task-data';
import { renderTaskRoutes } from '../../../test/task-routes';
import { buildRegistry } from '../build-registry';
import { daysRemainingText } from '../days-remaining';
import { printHeaderText } from './PrintReportButton';
import { taskBusinessError } from './task-business-error';

// Issue 43: the task page's frame, the refusals and the printed header in Welsh.
describe('the task frame in Welsh', () => {
  afterEach(() => setLanguage('en'));

  it('shows the header, related actions and timeline in Welsh', async () => {
    await setLanguage('cy');
    setSessionForTest({
      loggedIn: true,
      userState: { userId: 'reg-1', roleType: 'REGULATOR', status: 'ENABLED' },
    });
    const { container } = renderTaskRoutes(reviewTaskData({ daysRemaining: 0 }), [], '/tasks/7');
    expect((await screen.findByTestId('task-assignee')).textContent).toBe('Wedi’i neilltuo i: Regina Lator');
    expect(screen.getByTestId('task-days-remaining').textContent).toBe('Diwrnodau’n weddill: Yn hwyr');
    expect(screen.getByRole('heading', { name: 'Llinell amser' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ailneilltuo’r dasg' })).toBeTruthy();
    expect(screen.getByText('1 Ion 2026, 10:30yb')).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Gweld y manylion: .* gan Olive Operator$/ })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('words refusals, labels and the printed header in the language of the moment', async () => {
    const registry = buildRegistry([]);
    const terminated = () => registry.timeline.get('REQUEST_TERMINATED')?.label;
    expect(terminated()).toBe('Workflow terminated');
    await setLanguage('cy');
    expect(terminated()).toBe('Llif gwaith wedi’i derfynu');
    expect(daysRemainingText(-1)).toBe('Yn hwyr');
    const refusal = taskBusinessError(
      new ApiError(404, { code: 'NOTFOUND1001', message: 'Resource not found' }),
    );
    expect(refusal?.heading).toBe('Mae’r dasg hon wedi’i chwblhau neu ei chanslo');
    expect(refusal?.returnTo.text).toBe('Dangosfwrdd');
    expect(printHeaderText({ requestId: 'AP000012-P3', requestAccountId: 12 }, 'Cynllun')).toBe(
      'cyfrif 12 | Cynllun AP000012-P3',
    );
  });
});
