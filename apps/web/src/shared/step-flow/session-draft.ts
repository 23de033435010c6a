import { useSyncExternalStore } from 'react';
import { z, type ZodType } from 'zod';
import { SESSION_DRAFT_PREFIX } from '../storage/session-drafts';
import type { SectionStatus } from './types';

export interface Draft<Answers> {
  answers: Answers;
  status: SectionStatus;
}

export interface SessionDraft<Answers> {
  read(owner: string): Draft<Answers> | null;
  write(owner: string, draft: Draft<Answers>): void;
  clear(owner: string): void;
  /** The owner's draft, re-rendering when it changes. */
  useDraft(owner: string): Draft<Answers> | null;
}

/**
 * A flow's answers kept in the tab's session storage until they are sent or cancelled, for flows that save
 * nowhere else (the application wizard): a reload keeps them, closing the tab or signing out forgets them.
 * Drafts are per signed-in user (owner) and checked against the schema when read back: a draft of an older
 * shape, or one edited by hand, is dropped.
 */
export function sessionDraft<Answers>(name: string, answersSchema: ZodType<Answers>): SessionDraft<Answers> {
  const draftSchema = z.object({
    answers: answersSchema,
    status: z.enum(['NOT_STARTED', 'IN_PROGRESS', 'COMPLETED']),
  });
  const key = (owner: string) => `${SESSION_DRAFT_PREFIX}${name}.${owner}`;
  const memory = new Map<string, string>();
  const listeners = new Set<() => void>();
  // The last text read and what it parsed to, so a snapshot stays the same object until the draft changes.
  const parsed = new Map<string, { raw: string | null; draft: Draft<Answers> | null }>();

  const load = (owner: string): string | null => {
    try {
      return window.sessionStorage.getItem(key(owner));
    } catch {
      return memory.get(key(owner)) ?? null;
    }
  };
  const store = (owner: string, raw: string | null) => {
    try {
      if (raw === null) window.sessionStorage.removeItem(key(owner));
      else window.sessionStorage.setItem(key(owner), raw);
    } catch {
      // Storage unavailable (or full): the draft lives as long as the page.
      if (raw === null) memory.delete(key(owner));
      else memory.set(key(owner), raw);
    }
    listeners.forEach((listener) => listener());
  };

  const parse = (raw: string | null): Draft<Answers> | null => {
    if (raw === null) return null;
    try {
      const result = draftSchema.safeParse(JSON.parse(raw));
      return result.success ? (result.data as Draft<Answers>) : null;
    } catch {
      return null;
    }
  };

  const read = (owner: string): Draft<Answers> | null => {
    const raw = load(owner);
    const cached = parsed.get(owner);
    if (cached && cached.raw === raw) return cached.draft;
    const draft = parse(raw);
    parsed.set(owner, { raw, draft });
    return draft;
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  return {
    read,
    write: (owner, draft) => store(owner, JSON.stringify(draft)),
    clear: (owner) => store(owner, null),
    useDraft: (owner) =>
      useSyncExternalStore(
        subscribe,
        () => read(owner),
        () => null,
      ),
  };
}
