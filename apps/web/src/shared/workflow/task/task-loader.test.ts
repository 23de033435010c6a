import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api';
import { apiResult } from '../../../test/api-result';
import { reviewTaskData } from '../../../test/task-data';
import { reloadOnlyTaskNext, taskLoader } from './task-loader';

afterEach(() => vi.restoreAllMocks());

const TIMELINE = [{ id: 1, type: 'APPLICATION_SUBMITTED' }];
const RELATED = [{ taskId: 8 }];

/** Answers the guard's three calls and records which paths were asked. */
function answerTaskPage() {
  const saved = reviewTaskData();
  return vi.spyOn(api, 'GET').mockImplementation((async (path: string) => {
    if (path === '/v1.0/tasks/{id}') return apiResult(saved.task);
    if (path === '/v1.0/request-actions') return apiResult(TIMELINE);
    return apiResult({ items: RELATED });
  }) as never);
}

const pathsAsked = (get: { mock: { calls: unknown[] } }) =>
  (get.mock.calls as [string][]).map(([path]) => path);

const load = (taskId: number) => taskLoader({ params: { taskId: String(taskId) } } as never);

describe('the task page guard after a save (issue 17)', () => {
  it('reads the task, its timeline and related items when a task page is opened', async () => {
    const get = answerTaskPage();
    const data = await load(7);
    expect(pathsAsked(get)).toEqual(['/v1.0/tasks/{id}', '/v1.0/request-actions', '/v1.0/items/{requestId}']);
    expect(data.timeline).toEqual(TIMELINE);
  });

  it("reads only the task after the user's own save, keeping the rest, and only once", async () => {
    const get = answerTaskPage();
    const before = { ...reviewTaskData(), timeline: [], relatedItems: [] };
    reloadOnlyTaskNext(before);
    const afterSave = await load(7);
    expect(pathsAsked(get)).toEqual(['/v1.0/tasks/{id}']);
    expect(afterSave.timeline).toBe(before.timeline);
    expect(afterSave.relatedItems).toBe(before.relatedItems);

    get.mockClear();
    await load(7);
    expect(get.mock.calls).toHaveLength(3);
  });

  it('reads everything for another task than the one saved', async () => {
    const get = answerTaskPage();
    reloadOnlyTaskNext({ ...reviewTaskData({ id: 9 }), timeline: [], relatedItems: [] });
    await load(7);
    expect(get.mock.calls).toHaveLength(3);
  });
});
