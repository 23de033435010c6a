/**
 * Collects a section's bean-constraint failures as the reference words them: "<path> - <message>",
 * where the path is the JSON path from the section (unwrapped objects have no segment of their own,
 * list items are numbered) and the message is the Hibernate or validatorMessages text.
 */
export class ConstraintChecker {
  constructor(
    private readonly found: string[] = [],
    private readonly prefix = '',
  ) {}

  /** A checker for a nested object: its paths start with `path.`. */
  at(path: string | number): ConstraintChecker {
    const segment = typeof path === 'number' ? `[${path}]` : path;
    const joined =
      typeof path === 'number' || !this.prefix ? `${this.prefix}${segment}` : `${this.prefix}.${segment}`;
    return new ConstraintChecker(this.found, joined);
  }

  add(field: string, message: string): void {
    const path = field ? this.at(field).prefix : this.prefix;
    this.found.push(`${path} - ${message}`);
  }

  /** A class-level rule of the object this checker is at (the reference reports it at the object's path). */
  rule(holds: boolean, message: string): void {
    if (!holds) this.add('', message);
  }

  notNull(field: string, value: unknown): boolean {
    if (value !== null && value !== undefined) return true;
    this.add(field, 'must not be null');
    return false;
  }

  notBlank(field: string, value: string | null | undefined, message = 'must not be blank'): boolean {
    if (typeof value === 'string' && value.trim().length > 0) return true;
    this.add(field, message);
    return false;
  }

  notEmpty(field: string, value: readonly unknown[] | null | undefined): boolean {
    if (value && value.length > 0) return true;
    this.add(field, 'must not be empty');
    return false;
  }

  /** Every failure found so far by this checker and the ones it made. */
  get violations(): readonly string[] {
    return this.found;
  }
}
