/**
 * Bounds for input the reference leaves unbounded (ADR 40): far above anything real data reaches, so no
 * honest request meets them, and small enough that the largest body a schema allows stays cheap to
 * check. Where the reference has its own maximum (@Size, maxLength), that maximum is used instead.
 */

/** Free text: the reference's own limit on its longest fields (task-forms "Enter up to 10000 characters"). */
export const FREE_TEXT_MAX = 10_000;
/** Names, codes and other one-line values the reference leaves unbounded. */
export const SHORT_TEXT_MAX = 255;
/** A list the reference leaves unbounded: no notification, report or screen has a thousand entries. */
export const LIST_MAX = 1_000;
/** Entries of a keyed map (a regulator's permission groups, a report's attachments). */
export const MAP_ENTRIES_MAX = 100;
/** Problems listed in a FORM1001 or FORM1002 answer; the rest are counted, not listed. */
export const LISTED_PROBLEMS_MAX = 100;
