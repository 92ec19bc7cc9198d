import type { RawRow } from './raw-row.js';

/** Takes the rows read so far, a batch at a time; the reader waits for it (back-pressure). */
export type RowSink = (rows: RawRow[]) => Promise<void>;

/** Rows handed to the sink at once: a batch is checked and staged in a few milliseconds. */
export const ROW_BATCH = 500;

/**
 * Collects rows that synchronous parser callbacks produce, and hands them on between chunks of
 * the file, so reading never runs ahead of staging.
 */
export class RowBuffer {
  private rows: RawRow[] = [];
  private count = 0;

  constructor(private readonly sink: RowSink) {}

  /** Rows read so far, for numbering entries. */
  get read(): number {
    return this.count;
  }

  push(row: RawRow): void {
    this.rows.push(row);
    this.count += 1;
  }

  /**
   * Hands on what is collected once there is a batch (or everything, at the end). `keepLast`
   * holds the latest row back, for formats whose next lines may still add to it.
   */
  async flush(all = false, keepLast = false): Promise<void> {
    const ready = keepLast && !all ? this.rows.length - 1 : this.rows.length;
    if (ready <= 0 || (!all && ready < ROW_BATCH)) return;
    const rows = this.rows.splice(0, ready);
    await this.sink(rows);
  }
}
