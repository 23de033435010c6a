import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A component from a chunk of its own that can also be loaded ahead of the first render: once `preload` has
 * resolved, `Component` renders it at once, in the same commit; before that, as soon as the chunk arrives
 * (nothing in its place meanwhile). For what must be in the first render when it shows (the cookie banner, the
 * prerendered landing page) but should stay out of the application's start.
 */
export function preloadable(load: () => Promise<ComponentType>): {
  preload: () => Promise<void>;
  Component: ComponentType;
} {
  let loaded: ComponentType | null = null;
  const Lazy = lazy(async () => ({ default: await load() }));
  return {
    async preload() {
      loaded = await load();
    },
    Component() {
      const Loaded = loaded;
      if (Loaded) return <Loaded />;
      return (
        <Suspense fallback={null}>
          <Lazy />
        </Suspense>
      );
    },
  };
}
