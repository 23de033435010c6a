import type { TaskAction } from '../../workflow';
import { progressUpdatePages } from './pages';
import type { BaseUpdate, ProgressUpdateModel, UpdateCompleted } from './model';

/**
 * A progress update's payload as the kit reads it from its number (reporting-inventory §1.3): the update is
 * `progressUpdate<n>P3`, its measures `progressUpdate<n>P3MeasuresUpdate`, holding the lists of measures
 * carried over from earlier reports (each item answered in `progressUpdate<n>P3EnergyEfficiencyMeasure`) and
 * the measures it adds (`progressUpdate<n>P3AddedMeasure`).
 */

/** The answers about one measure, as far as the kit reads them. */
export interface MeasurePart {
  estimationMethodType?: string | null;
}

/** A progress update as the kit handles it: the update's own keys are made from its number. */
export type Update = BaseUpdate & Record<string, unknown>;
type Item = { uuId: string } & Record<string, unknown>;

/** A carried-over measure: which questions its page asks, its name, the earlier reports' item and this update's answers. */
export interface Carried<Part, Q extends string> {
  uuId: string;
  name: string;
  questions: Q;
  item: Item;
  part: Part | null | undefined;
}

/** What the kit needs to know of an update's payload beyond its number. */
export interface UpdateShape<Q extends string> {
  n: number;
  /** The lists of carried-over measures, in page order; the save names them all, by uuId, in the first. */
  carriedLists: readonly string[];
  /** A carried-over measure's name and questions, from its item in `list`. */
  describe: (item: Item, list: string) => { name: string; questions: Q };
}

export function payloadKeys(n: number) {
  const update = `progressUpdate${n}P3`;
  return {
    update,
    completed: `${update}SectionsCompleted`,
    measures: `${update}MeasuresUpdate`,
    added: `${update}AddedMeasure`,
    part: `${update}EnergyEfficiencyMeasure`,
    type: `PROGRESS_UPDATE_${n}_P3`,
  };
}

const measuresOf = (update: Update, n: number) =>
  (update[payloadKeys(n).measures] ?? {}) as Record<string, Item[] | undefined>;

export function carriedOf<Part, Q extends string>(shape: UpdateShape<Q>, update: Update): Carried<Part, Q>[] {
  const measures = measuresOf(update, shape.n);
  const { part } = payloadKeys(shape.n);
  return shape.carriedLists.flatMap((list) =>
    (measures[list] ?? []).map((item) => ({
      uuId: item.uuId,
      ...shape.describe(item, list),
      item,
      part: item[part] as Part | null | undefined,
    })),
  );
}

export const addedOf = <Added>(update: Update, n: number): Added[] =>
  (measuresOf(update, n)[payloadKeys(n).added] ?? []) as Added[];

function withMeasures(update: Update, n: number, changes: Record<string, unknown[]>): Update {
  return { ...update, [payloadKeys(n).measures]: { ...measuresOf(update, n), ...changes } };
}

/** The update with these answers about the carried-over measure `uuId`. */
export function withPart<Q extends string>(
  shape: UpdateShape<Q>,
  update: Update,
  uuId: string,
  part: unknown,
) {
  const measures = measuresOf(update, shape.n);
  const key = payloadKeys(shape.n).part;
  const set = (list: string) =>
    (measures[list] ?? []).map((item) => (item.uuId === uuId ? { ...item, [key]: part } : item));
  return withMeasures(
    update,
    shape.n,
    Object.fromEntries(shape.carriedLists.map((list) => [list, set(list)])),
  );
}

export const withAdded = (update: Update, n: number, added: unknown[]) =>
  withMeasures(update, n, { [payloadKeys(n).added]: added });

/**
 * The update for the kit's pages: read from its task's payload, saved with its SAVE action, whose one list
 * of answers names every carried-over measure by uuId (their earlier reports' copies stay on the server).
 */
export function updateModel<Q extends string>(
  shape: UpdateShape<Q>,
  violationsCode: string,
): ProgressUpdateModel<Update> & { violationsCode: string } {
  const keys = payloadKeys(shape.n);
  const empty: Update = {
    [keys.measures]: Object.fromEntries([...shape.carriedLists, keys.added].map((list) => [list, []])),
  };
  const carried = (update: Update) => carriedOf<MeasurePart, Q>(shape, update);
  const added = (update: Update) => addedOf<MeasurePart>(update, shape.n);
  return {
    n: shape.n,
    taskName: `Submit Phase 3 Progress Update ${shape.n}`,
    pages: progressUpdatePages(shape.n),
    measuresKey: keys.measures,
    violationsCode,
    read: (taskPayload) => {
      const payload = taskPayload as Record<string, unknown> | undefined;
      if (payload?.payloadType !== `${keys.type}_APPLICATION_SUBMIT_PAYLOAD`)
        return { answers: { update: empty, isDisaggregateUndertaking: false }, completed: {} };
      return {
        answers: {
          update: payload[keys.update] as Update,
          isDisaggregateUndertaking: payload.isDisaggregateUndertaking === true,
        },
        completed: (payload[keys.completed] ?? {}) as UpdateCompleted,
      };
    },
    usesOtherMethod: (update) =>
      [...carried(update).map((measure) => measure.part), ...added(update)].some(
        (part) => part?.estimationMethodType === 'OTHER_METHOD',
      ),
    saveAction: ({ update }, completed) =>
      ({
        requestTaskActionType: `${keys.type}_SAVE_APPLICATION_SUBMIT`,
        requestTaskActionPayload: {
          payloadType: `${keys.type}_SAVE_APPLICATION_SUBMIT_PAYLOAD`,
          [keys.update]: {
            groupChange: update.groupChange ?? null,
            [keys.measures]: {
              [shape.carriedLists[0] ?? '']: carried(update).map((measure) => ({
                uuId: measure.uuId,
                [keys.part]: measure.part ?? null,
              })),
              [keys.added]: added(update),
            },
            responsibleOfficerConfirmation: update.responsibleOfficerConfirmation ?? null,
          },
          [keys.completed]: completed,
        },
      }) as TaskAction,
  };
}
