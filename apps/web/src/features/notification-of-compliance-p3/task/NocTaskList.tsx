import { Button } from '../../../shared/govuk';
import { TaskList } from '../../../shared/govuk/forms';
import { SubmitGate } from '../../../shared/reports/SubmitGate';
import { paths } from '../../../shared/routing';
import type { TaskContentProps } from '../../../shared/workflow';
import {
  isSectionShown,
  nocTaskPayload,
  sectionStatus,
  type NocSectionStatus,
  type NocTaskPayload,
} from '../noc/model';
import { NOC_SECTION_PAGES } from '../sections/pages';
import { NOC_GROUPS, NOC_PAGES, NOC_SECTIONS, type NocSectionEntry } from '../sections/registry';

export interface NocSectionRow {
  section: NocSectionEntry;
  status: NocSectionStatus;
}

/** The sections the category shows, with the status each shows, grouped as the task list lists them. */
export function nocTaskListGroups(payload: NocTaskPayload | undefined) {
  const obligation = payload?.noc?.reportingObligation;
  const completed = payload?.nocSectionsCompleted ?? {};
  return NOC_GROUPS.map((title) => ({
    title,
    rows: NOC_SECTIONS.filter(
      (section) => section.group === title && isSectionShown(section.key, obligation),
    ).map((section): NocSectionRow => ({ section, status: sectionStatus(section.key, completed) })),
  })).filter((group) => group.rows.length > 0);
}

/** Every shown section completed (the reporting obligation among them): the notification can be submitted. */
export function isReadyToSubmit(payload: NocTaskPayload | undefined): boolean {
  return nocTaskListGroups(payload).every((group) => group.rows.every((row) => row.status === 'COMPLETED'));
}

/**
 * The notification's task list (task-forms §1.3): the sections the reporting obligation's category shows, in
 * their six groups, each with its status; on the SUBMIT task 'Send for review' and 'Submit to regulator'
 * (until every section is completed, the sections left are listed instead).
 */
export function NocTaskList({ data, editable }: TaskContentProps) {
  const { requestTask } = data.task;
  const payload = nocTaskPayload(requestTask.payload);
  const groups = nocTaskListGroups(payload);
  const submitTask = requestTask.type === 'NOTIFICATION_OF_COMPLIANCE_P3_APPLICATION_SUBMIT';
  const page = (segment: string) => paths.task.page(requestTask.id, segment);
  const allowed = data.task.allowedRequestTaskActions;
  const canSend = allowed.includes('NOTIFICATION_OF_COMPLIANCE_P3_SEND_TO_EDIT');
  const canSubmit = allowed.includes('NOTIFICATION_OF_COMPLIANCE_P3_SUBMIT_APPLICATION');
  const canReturn = allowed.includes('NOTIFICATION_OF_COMPLIANCE_P3_RETURN_TO_SUBMIT');
  const sectionHref = (section: NocSectionEntry) =>
    NOC_SECTION_PAGES[section.key] ? page(NOC_PAGES.section(section.path)) : undefined;
  const left = groups.flatMap((group) =>
    group.rows.filter((row) => row.status !== 'COMPLETED').map(({ section }) => section.title),
  );
  const sendForReview = canSend ? (
    <Button href={page(NOC_PAGES.sendForReview)} variant="secondary">
      Send for review
    </Button>
  ) : null;

  return (
    <>
      {editable && submitTask && canSubmit ? (
        <SubmitGate submitHref={page(NOC_PAGES.submit)} left={left}>
          {sendForReview}
        </SubmitGate>
      ) : null}
      {editable && submitTask && !canSubmit && canSend ? (
        <div className="govuk-button-group">{sendForReview}</div>
      ) : null}
      {editable && !submitTask && canReturn ? (
        <div className="govuk-button-group">
          <Button href={page(NOC_PAGES.returnToSubmit)}>Return this notification</Button>
        </div>
      ) : null}
      {groups.map((group, index) => (
        <section key={group.title} aria-labelledby={`noc-group-${index + 1}`}>
          <h2 className="govuk-heading-m" id={`noc-group-${index + 1}`}>
            {group.title}
          </h2>
          <TaskList
            idPrefix={`noc-group-${index + 1}`}
            items={group.rows.map(({ section, status }) => {
              // Sections whose pages are not built yet are listed without a link.
              const href = sectionHref(section);
              return { title: section.title, ...(href ? { href } : {}), status };
            })}
          />
        </section>
      ))}
    </>
  );
}
