import type { AccountOriginatedData, NocP3, NocSectionKey, NocSectionsCompleted } from '../payload';
import { startingContactPersons, visibleSections, type NocDraft } from '../rules';
import { completedStatuses, completeNotification, type CategoryPath } from './complete-notifications';

/**
 * A notification part-way through: the first `done` sections its path shows completed, the next one
 * started, the rest not started, as an operator leaves it between sittings (the demo data's tasks).
 */
export function partialNotification(path: CategoryPath, done: number): NocDraft {
  const complete = completeNotification(path);
  const sections = visibleSections(complete.reportingObligation);
  const kept = sections.slice(0, Math.min(done + 1, sections.length));
  const noc = Object.fromEntries(kept.map((key) => [key, complete[key]])) as NocP3;
  const statuses: NocSectionsCompleted = Object.fromEntries(
    kept.map((key, index) => [key, index < done ? 'COMPLETED' : 'IN_PROGRESS']),
  );
  return { noc, nocSectionsCompleted: statuses };
}

/**
 * A notification with every section its path shows completed but these: `notStarted` left empty,
 * `inProgress` answered but not confirmed. The browser journeys finish such notifications through the
 * sections that set their category apart.
 */
export function notificationWithout(
  path: CategoryPath,
  notStarted: NocSectionKey[],
  inProgress: NocSectionKey[] = [],
): NocDraft {
  const complete = completeNotification(path);
  const kept = visibleSections(complete.reportingObligation).filter((key) => !notStarted.includes(key));
  const noc = Object.fromEntries(kept.map((key) => [key, complete[key]])) as NocP3;
  const statuses: NocSectionsCompleted = Object.fromEntries(
    kept.map((key) => [key, inProgress.includes(key) ? 'IN_PROGRESS' : 'COMPLETED']),
  );
  return { noc, nocSectionsCompleted: statuses };
}

/** A whole notification of the path, every section completed: ready to submit. */
export function readyNotification(path: CategoryPath): NocDraft {
  const noc = completeNotification(path);
  return { noc, nocSectionsCompleted: completedStatuses(noc) };
}

/** The contact persons the account's own contacts give (no secondary contact when it has none). */
export function withAccountContacts(draft: NocDraft, data: AccountOriginatedData): NocDraft {
  if (!draft.noc.contactPersons) return draft;
  const contacts = startingContactPersons(data);
  return {
    ...draft,
    noc: {
      ...draft.noc,
      contactPersons: { ...contacts, hasSecondaryContact: contacts.secondaryContact !== undefined },
    },
  };
}
