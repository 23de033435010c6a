import type {
  ActionPayload,
  ActionPayloadOf,
  ActionPayloadType,
  TaskPayload,
  TaskPayloadOf,
  TaskPayloadType,
} from './types';

/** Narrows a task's payload by its payloadType. */
export function isTaskPayload<P extends TaskPayloadType>(
  payload: TaskPayload | undefined,
  payloadType: P,
): payload is TaskPayloadOf<P> {
  return payload?.payloadType === payloadType;
}

/** Narrows a timeline event's payload by its payloadType. */
export function isActionPayload<P extends ActionPayloadType>(
  payload: ActionPayload | undefined,
  payloadType: P,
): payload is ActionPayloadOf<P> {
  return payload?.payloadType === payloadType;
}
