import { QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api';
import { queryClient } from '../../api/query-client';
import { apiResult } from '../../../test/api-result';
import { reviewTaskData } from '../../../test/task-data';
import { taskLoader } from './task-loader';
import { saveTaskAction, taskQueries, useSaveTask } from './task-queries';

afterEach(() => {
  vi.restoreAllMocks();
  queryClient.clear();
});

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

/** The task's pages on screen: they observe its query without fetching it. */
const showTask = (taskId: number) =>
  new QueryObserver(queryClient, { ...taskQueries.task(taskId), enabled: false }).subscribe(() => {});

describe('the task page guard (issue 36: one mechanism, one round trip per Continue)', () => {
  it('reads the task, its timeline and related items when a task is opened, afresh each time', async () => {
    const get = answerTaskPage();
    const data = await load(7);
    expect(pathsAsked(get)).toEqual(['/v1.0/tasks/{id}', '/v1.0/request-actions', '/v1.0/items/{requestId}']);
    expect(data.timeline).toEqual(TIMELINE);
    expect(data.relatedItems).toEqual(RELATED);
    get.mockClear();
    await load(7);
    expect(get.mock.calls).toHaveLength(3);
  });

  it('reads nothing again while the task is shown and a save has answered it', async () => {
    const get = answerTaskPage();
    await load(7);
    const unsubscribe = showTask(7);
    const saved = { ...reviewTaskData().task, userAssignCapable: false };
    vi.spyOn(api, 'POST').mockResolvedValue({
      ...apiResult(saved),
      response: new Response(null, { status: 200, headers: { ETag: '"9"' } }),
    } as never);
    queryClient.setQueryData(taskQueries.task(7).queryKey, await saveTaskAction(7, {} as never, '"8"'));
    get.mockClear();
    const data = await load(7);
    expect(get.mock.calls).toHaveLength(0);
    expect(data.task).toEqual(saved);
    expect(data.version).toBe('"9"');
    expect(data.timeline).toEqual(TIMELINE);
    unsubscribe();
  });

  it('reads again what an action of this tab made stale, while the task is shown', async () => {
    const get = answerTaskPage();
    await load(7);
    const unsubscribe = showTask(7);
    await queryClient.invalidateQueries({ queryKey: taskQueries.task(7).queryKey });
    get.mockClear();
    await load(7);
    expect(pathsAsked(get)).toEqual(['/v1.0/tasks/{id}']);
    unsubscribe();
  });
});

describe('a failed save (issue 36, ADR 17)', () => {
  it('marks the task stale, so opening the task again reads the version saved elsewhere', async () => {
    const get = answerTaskPage();
    await load(7);
    const unsubscribe = showTask(7);
    vi.spyOn(api, 'POST').mockResolvedValue(
      apiResult({ code: 'REQUEST_TASK_ACTION1002', message: 'changed' }, 409) as never,
    );
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: queryClient }, children);
    const save = renderHook(() => useSaveTask(7), { wrapper }).result.current;
    await expect(save({} as never, '"3"')).rejects.toMatchObject({ status: 409 });
    get.mockClear();
    await load(7);
    expect(pathsAsked(get)).toEqual(['/v1.0/tasks/{id}']);
    unsubscribe();
  });
});

describe('saveTaskAction', () => {
  it('asks for the task back with the version it was read at, and takes the answer and its ETag', async () => {
    const task = reviewTaskData().task;
    const post = vi.spyOn(api, 'POST').mockResolvedValue({
      ...apiResult(task),
      response: new Response(null, { status: 200, headers: { ETag: '"5"' } }),
    } as never);
    expect(await saveTaskAction(7, { requestTaskActionType: 'X' } as never, '"4"')).toEqual({
      task,
      version: '"5"',
    });
    expect(post).toHaveBeenCalledWith('/v1.0/tasks/actions', {
      body: { requestTaskId: 7, requestTaskActionType: 'X' },
      params: { header: { prefer: 'return=representation', 'if-match': '"4"' } },
    });
  });

  it('reads the task when the server answers 204 without it', async () => {
    vi.spyOn(api, 'POST').mockResolvedValue(apiResult(undefined, 204) as never);
    const get = answerTaskPage();
    const { task } = await saveTaskAction(7, {} as never);
    expect(pathsAsked(get)).toEqual(['/v1.0/tasks/{id}']);
    expect(task).toEqual(reviewTaskData().task);
  });
});
