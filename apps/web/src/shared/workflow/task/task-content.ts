import { lazy, type ComponentType } from 'react';
import { taskTypeDefinition, timelineTypeDefinition } from '../lookups';
import type { LazyComponent, TaskContentProps, TimelineViewProps } from '../types';

/**
 * A workflow's task and timeline components, by type. Loaders fetch them with the data (preload), so the
 * page renders them at once; anything not preloaded (a test's loader) suspends briefly instead.
 */
const loaded = new Map<string, ComponentType<never>>();
const lazies = new Map<string, ComponentType<never>>();

async function preload<P>(key: string, load: LazyComponent<P> | undefined): Promise<void> {
  if (!load || loaded.has(key)) return;
  loaded.set(key, (await load()) as ComponentType<never>);
}

function component<P>(key: string, load: LazyComponent<P> | undefined): ComponentType<P> | undefined {
  if (!load) return undefined;
  const ready = loaded.get(key) ?? lazies.get(key);
  if (ready) return ready as ComponentType<P>;
  const suspending = lazy(async () => ({ default: await load() }));
  lazies.set(key, suspending as ComponentType<never>);
  return suspending;
}

export function preloadTaskContent(taskType: string): Promise<void> {
  return preload(`task:${taskType}`, taskTypeDefinition(taskType)?.content);
}

export function preloadTimelineView(actionType: string): Promise<void> {
  return preload(`timeline:${actionType}`, timelineTypeDefinition(actionType)?.view);
}

/** The task type's page body, or undefined when its workflow has none yet. */
export function taskContent(taskType: string): ComponentType<TaskContentProps> | undefined {
  return component(`task:${taskType}`, taskTypeDefinition(taskType)?.content);
}

/** The event type's details view, or undefined when its workflow has none. */
export function timelineView(actionType: string): ComponentType<TimelineViewProps> | undefined {
  return component(`timeline:${actionType}`, timelineTypeDefinition(actionType)?.view);
}
