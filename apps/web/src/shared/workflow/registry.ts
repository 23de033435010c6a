import type {
  TaskTypeDefinition,
  TimelineTypeDefinition,
  WorkflowDefinition,
  WorkflowFeature,
} from './types';

/**
 * The web side's registry of request types. The app lists its workflow features once (app/workflows.ts) and
 * loads them here before any signed-in page renders; every name, task page, timeline view and start card
 * is then looked up from those definitions (lookups.ts), never from a central table. This file is in the
 * initial bundle (the signed-in layout's loader calls loadWorkflows); the lookups are not.
 */

export interface Registry {
  definitions: readonly WorkflowDefinition[];
  tasks: ReadonlyMap<string, TaskTypeDefinition>;
  timeline: ReadonlyMap<string, TimelineTypeDefinition>;
}

let loadedFrom: readonly WorkflowFeature[] | null = null;
let loading: Promise<Registry> | null = null;
let registry: Registry | null = null;

/**
 * Loads the definitions of the given features (once per list; the signed-in layout's loader and the task
 * loader both await it). Resolves to null, so a route loader can return it.
 */
export async function loadWorkflows(features: readonly WorkflowFeature[]): Promise<null> {
  if (loadedFrom !== features || !loading) {
    loadedFrom = features;
    // The builder is loaded with the definitions, so neither is in the initial bundle.
    loading = Promise.all([import('./build-registry'), ...features.map((feature) => feature.load())]).then(
      ([{ buildRegistry }, ...definitions]) => buildRegistry(definitions),
    );
    loading.then(
      (built) => {
        if (loadedFrom === features) registry = built;
      },
      () => {
        // A failed chunk load is tried again on the next navigation.
        if (loadedFrom === features) loading = null;
      },
    );
  }
  await loading;
  return null;
}

/** Resolves once the workflows the app listed are loaded (for loaders below the signed-in layout). */
export async function workflowsLoaded(): Promise<void> {
  if (!loading) throw new Error('loadWorkflows() has not been called: the signed-in layout loads them');
  await loading;
}

/** The loaded registry (lookups.ts reads it); an error before the signed-in layout has loaded it. */
export function currentRegistry(): Registry {
  if (!registry) throw new Error('Workflow definitions are used before the signed-in layout loaded them');
  return registry;
}
