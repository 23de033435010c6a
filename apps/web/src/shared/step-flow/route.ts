import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import type { RouteHandle } from '../routing';

/**
 * The route of a step flow at `<path>/*`, safe for the route tables (and so the initial bundle): the flow
 * and its page are loaded when first opened, and each page's title comes from the flow.
 */
export function stepFlowRoute(options: {
  /** The section's address pattern: 'accounts/new', 'notification/:section'. */
  path: string;
  loader?: LoaderFunction;
  /** The page component (it renders StepFlowPage with the flow and its binding) and the title of an address. */
  load: () => Promise<{ Component: ComponentType; title: (address: string) => string | undefined }>;
}): RouteObject {
  return {
    path: `${options.path}/*`,
    ...(options.loader ? { loader: options.loader } : {}),
    lazy: {
      Component: async () => (await options.load()).Component,
      handle: async () => {
        const { title } = await options.load();
        return { title: (params) => title(params['*'] ?? '') } satisfies RouteHandle;
      },
    },
  };
}
