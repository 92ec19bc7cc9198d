import type { JobPayloads } from '../../queue/queues.js';
import { QueueProcessor, QueueWorker } from '../../queue/queue-worker.js';
import { PageCopyService } from './page-copy.service.js';

/** The `page-copy` queue: one item's saved copy, made after its extraction. */
@QueueProcessor('page-copy')
export class PageCopyProcessor extends QueueWorker<'page-copy'> {
  constructor(private readonly copies: PageCopyService) {
    super();
  }

  handle(payload: JobPayloads['page-copy']): Promise<void> {
    return this.copies.make(payload);
  }

  onFinalFailure(payload: JobPayloads['page-copy'], error: Error): Promise<void> {
    return this.copies.fail(payload, error);
  }
}
