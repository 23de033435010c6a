/** A value made on first use and kept (`forget` drops it, e.g. a client whose connection broke). */
export interface Lazy<T> {
  (): Promise<T>;
  forget(): void;
}

/**
 * Makes the value the first time it is asked for and keeps it; a failed attempt is not kept, so the next
 * request tries again (a module that failed to import, a build that failed, a server not yet up).
 */
export function lazy<T>(make: () => Promise<T>): Lazy<T> {
  let made: Promise<T> | undefined;
  const get = (() => {
    if (!made) {
      const attempt: Promise<T> = make().catch((error: unknown) => {
        if (made === attempt) made = undefined;
        throw error;
      });
      made = attempt;
    }
    return made;
  }) as Lazy<T>;
  get.forget = () => {
    made = undefined;
  };
  return get;
}
