import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import type { RouteHandle } from './route-handle';

/**
 * One page of a feature's route table: its path ('' for the index), title and component in the pages module,
 * and optionally more of its handle (its back link).
 */
export type PageRow<K> = readonly [path: string, title: string, page: K, handle?: Omit<RouteHandle, 'title'>];

/**
 * Lazy routes for a feature's pages, all from one pages module (one import, so its chunks are listed once in the
 * entry): `pageRoutes(() => import('./pages'), [['user/regulators', 'Regulator users', 'RegulatorUsersPage']])`.
 */
export function pageRoutes<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  rows: readonly PageRow<K>[],
  options: { loader?: LoaderFunction; handle?: (path: string, title: string) => RouteHandle } = {},
): RouteObject[] {
  return rows.map(([path, title, page, extra]) => ({
    ...(path ? { path } : { index: true }),
    ...(options.loader ? { loader: options.loader } : {}),
    handle: { ...(options.handle?.(path, title) ?? { title }), ...extra },
    lazy: { Component: async () => (await load())[page] },
  }));
}
