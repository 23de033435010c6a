import { nocSectionKeys, type NocP3, type NocSectionKey, type NocSectionsCompleted } from '../../payload/noc';
import type { NocTaskPayload } from '../../payload/envelopes';
import { determineCategory } from '../category';
import { sectionRequirements } from '../section-requirements';
import { applyCategoryAnswers } from './category-answers';
import { normalise } from './normalise';
import { applySectionAnswers } from './section-answers';

/** What a save carries and the task keeps: the notification and each section's progress. */
export interface NocDraft {
  noc: NocP3;
  nocSectionsCompleted: NocSectionsCompleted;
}

/**
 * The notification as it is stored after a save (ADR 0014: the server does the reference web's clean-up,
 * on every save): nulls left out, answers that make fields irrelevant remove them, sections the category
 * hides are deleted with their status, category-forbidden fields go and a completed section that lacks
 * what its category needs is reopened. Statuses of sections that are not there go too. Pure: the input
 * is not changed. Takes a draft the draft schema accepted.
 */
export function cleanUpNotification(
  draft: NocDraft,
  sections: readonly NocSectionKey[] = nocSectionKeys,
): NocDraft {
  const noc = normalise(draft.noc ?? {});
  const statuses = normalise(draft.nocSectionsCompleted ?? {});
  applySectionAnswers(noc);
  const category = determineCategory(noc.reportingObligation);
  const requirements = sectionRequirements(noc.reportingObligation, sections);
  if (category && requirements) {
    for (const key of nocSectionKeys) {
      if (requirements[key] !== 'ABSENT') continue;
      delete noc[key];
      delete statuses[key];
    }
    applyCategoryAnswers(category, noc, statuses);
  }
  for (const key of nocSectionKeys) if (!noc[key]) delete statuses[key];
  return { noc, nocSectionsCompleted: statuses };
}

/**
 * A SAVE_APPLICATION_SUBMIT / _EDIT action on a task: the save replaces the notification and statuses
 * wholesale (as the reference) after the clean-up; what the server owns (payload type, account data,
 * attachments) stays as it was.
 */
export function applySave<Payload extends NocTaskPayload>(
  previous: Payload,
  save: NocDraft,
  sections?: readonly NocSectionKey[],
): Payload {
  const cleaned = cleanUpNotification(save, sections);
  return { ...previous, noc: cleaned.noc, nocSectionsCompleted: cleaned.nocSectionsCompleted };
}
