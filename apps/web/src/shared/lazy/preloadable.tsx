import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A component from a chunk of its own that can also be loaded ahead of the first render: once `preload` has
 * resolved, `Component` renders it at once, in the same commit; before that, as soon as the chunk arrives
 * (nothing in its place meanwhile). For what must be in the first render when it shows (the cookie banner, the
 * prerendered landing page) but should stay out of the application's start.
 */
export function preloadable<Props extends object = object>(
  load: () => Promise<ComponentType<Props>>,
): {
  preload: () => Promise<void>;
  Component: ComponentType<Props>;
} {
  let loaded: ComponentType<Props> | null = null;
  const Lazy = lazy(async () => ({ default: await load() }));
  return {
    async preload() {
      loaded = await load();
    },
    Component(props: Props) {
      const Loaded = loaded;
      if (Loaded) return <Loaded {...props} />;
      return (
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      );
    },
  };
}
