/**
 * Bounds for input the reference leaves unbounded (ADR 40): far above anything real data reaches, so no
 * honest request meets them, and small enough that the largest body a schema allows stays cheap to
 * check. Where the reference has its own maximum (@Size, maxLength), that maximum is used instead: its
 * longest free text, 10,000 characters (task-forms "Enter up to 10000 characters"), is on every such field.
 */

/** Names, codes and other one-line values the reference leaves unbounded. */
export const SHORT_TEXT_MAX = 255;
/** A list the reference leaves unbounded: no notification, report or screen has a thousand entries. */
export const LIST_MAX = 1_000;
/** Entries of a keyed map (a regulator's permission groups). */
export const MAP_ENTRIES_MAX = 100;
/** Problems listed in a FORM1001 or FORM1002 answer; the rest are counted, not listed. */
export const LISTED_PROBLEMS_MAX = 100;
