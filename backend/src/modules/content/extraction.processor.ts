import { type JobContext, type JobPayloads } from '../../queue/queues.js';
import { QueueProcessor, QueueWorker } from '../../queue/queue-worker.js';
import { ExtractionJob } from './extraction-job.service.js';

/** Interactive saves' extractions (the `extraction` queue). */
@QueueProcessor('extraction')
export class ExtractionProcessor extends QueueWorker<'extraction'> {
  constructor(private readonly job: ExtractionJob) {
    super();
  }

  handle(payload: JobPayloads['extraction'], context: JobContext): Promise<void> {
    return this.job.run('extraction', payload, context);
  }

  onFinalFailure(
    payload: JobPayloads['extraction'],
    error: Error,
    context?: JobContext,
  ): Promise<void> {
    return this.job.fail(payload, error, context);
  }
}

/** Imported items' extractions, on their own low-priority queue so saves never wait behind them. */
@QueueProcessor('extraction-bulk')
export class BulkExtractionProcessor extends QueueWorker<'extraction-bulk'> {
  constructor(private readonly job: ExtractionJob) {
    super();
  }

  handle(payload: JobPayloads['extraction-bulk'], context: JobContext): Promise<void> {
    return this.job.run('extraction-bulk', payload, context);
  }

  onFinalFailure(
    payload: JobPayloads['extraction-bulk'],
    error: Error,
    context?: JobContext,
  ): Promise<void> {
    return this.job.fail(payload, error, context);
  }
}
