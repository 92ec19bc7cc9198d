import { type Summary, summarize } from './stats.ts';

export interface LoadResult {
  /** Every request sent, warm-up included. */
  sentTotal: number;
  /** Requests due (open) or started (closed) in the measured window, after the warm-up. */
  sent: number;
  ok: number;
  errors: number;
  errorSamples: string[];
  /** Successful answers per second over the measured window. */
  achievedRate: number;
  latency: Summary;
  byLabel: Record<string, Summary>;
  /** Open loop: how late the generator sent requests after their due time. */
  sendLag: Summary | null;
  /** The most requests in flight at once. */
  maxInFlight: number;
  /** Open loop: seconds after the start at which the server was saturated and sending stopped. */
  saturatedAfterS: number | null;
  /** Measured requests never sent because of that. */
  unsent: number;
}

/** Collects one load's latencies and errors. */
export class Recorder {
  readonly all: number[] = [];
  readonly byLabel = new Map<string, number[]>();
  readonly lag: number[] = [];
  sent = 0;
  sentTotal = 0;
  errors = 0;
  readonly errorSamples: string[] = [];
  firstStart = Infinity;
  lastEnd = 0;

  success(label: string, start: number, end: number): void {
    const latency = end - start;
    this.all.push(latency);
    let list = this.byLabel.get(label);
    if (!list) this.byLabel.set(label, (list = []));
    list.push(latency);
    this.lastEnd = Math.max(this.lastEnd, end);
  }

  failure(message: string): void {
    this.errors++;
    if (this.errorSamples.length < 5) this.errorSamples.push(message);
  }

  result(
    windowMs: number,
    maxInFlight: number,
    saturatedAfterS: number | null = null,
    unsent = 0,
  ): LoadResult {
    return {
      sentTotal: this.sentTotal,
      sent: this.sent,
      ok: this.all.length,
      errors: this.errors,
      errorSamples: this.errorSamples,
      achievedRate: windowMs > 0 ? (this.all.length * 1000) / windowMs : 0,
      latency: summarize(this.all),
      byLabel: Object.fromEntries(
        [...this.byLabel].map(([label, list]) => [label, summarize(list)]),
      ),
      sendLag: this.lag.length ? summarize(this.lag) : null,
      maxInFlight,
      saturatedAfterS,
      unsent,
    };
  }
}
