/** Numbered placeholders for a hand-written query: `add` returns `$n` for the value it keeps. */
export class SqlParameters {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
