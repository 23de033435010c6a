import type { RequestType, WorkflowDefinition } from '../../workflow';
import type { ProgressUpdateOptions } from './feature';

/**
 * A progress update's definition (ADR 16), its names made from its number: its task and what it needs, its
 * timeline entries, its start card and the disaggregated undertaking's start, its return for changes.
 */
export function progressUpdateDefinition<R extends RequestType>(
  options: ProgressUpdateOptions,
): WorkflowDefinition<R> {
  const { n, load } = options;
  const type = `PROGRESS_UPDATE_${n}_P3`;
  const name = `Progress Update ${n}`;
  const create = (isDisaggregateUndertaking: boolean) => ({
    requestCreateActionType: type,
    requestCreateActionPayload: {
      payloadType: `PROGRESS_UPDATE_${n}_CREATE_ACTION_PAYLOAD`,
      isDisaggregateUndertaking,
    },
  });
  const definition = {
    requestType: type,
    title: `progress update ${n}`,
    listName: `progress update ${n}`,
    listedUnder: 'phases',
    regulatorPermission: { group: `RETURN_PROGRESS_UPDATE_${n}`, label: `Return Progress Update ${n}` },
    tasks: {
      [`${type}_APPLICATION_SUBMIT`]: {
        name: `Submit Phase 3 ${name}`,
        roleType: 'OPERATOR',
        requiredActions: [`${type}_SAVE_APPLICATION_SUBMIT`, `${type}_SUBMIT_APPLICATION`],
        content: async () => (await load()).Task,
      },
    },
    timeline: {
      [`${type}_APPLICATION_SUBMITTED`]: {
        label: `${name} submitted`,
        view: async () => (await load()).Event,
      },
      [`${type}_APPLICATION_RE_INITIATED`]: { label: `${name} returned for changes`, details: false },
      [`PROGRESS_UPDATE_${n}_APPLICATION_CANCELLED`]: { label: `${name} cancelled`, details: false },
    },
    reInitiate: { path: `progress-update-${n}`, noun: `progress update ${n}` },
    start: {
      title: `Phase 3 progress update ${n}`,
      about: options.about,
      noun: `Phase 3 progress update ${n}`,
      article: 'a',
      create: create(false),
      disaggregated: {
        after: options.after,
        path: `progress-update-${n}`,
        linkText: `I want to start ${name} as a disaggregated undertaking`,
        startText: `Start ${name}`,
        create: create(true),
      },
    },
  } as unknown as WorkflowDefinition<R>;
  return definition;
}
