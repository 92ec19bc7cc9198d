import { Inject, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, timingSafeEqual } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { JobQueue } from '../../queue/job-queue.js';
import { parseWebhookPayload } from './webhook-payload.js';
import { isValidWebhookSignature } from './webhook-signature.js';
import { WhatsappMessageEntity } from './whatsapp-message.entity.js';

export interface WebhookReceipt {
  received: number;
}

/** Meta's handshake challenge is a number; nothing else is echoed back. */
const CHALLENGE = /^[\w.-]{1,256}$/;

function sameText(a: string, b: string): boolean {
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right);
}

/**
 * The webhook's fast path, inside Meta's time limit: check the signature, record each message id
 * once, queue the work, answer. Saving and replying happen on the `whatsapp-inbound` queue.
 */
@Injectable()
export class WhatsappWebhookService {
  private readonly logger = new Logger('WhatsappWebhook');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(JobQueue) private readonly queue: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The challenge to echo for a subscription handshake with our verify token, else null. */
  handshake(mode: unknown, token: unknown, challenge: unknown): string | null {
    const expected = this.config.whatsapp.verifyToken;
    if (!expected || mode !== 'subscribe' || typeof token !== 'string') return null;
    if (typeof challenge !== 'string' || !CHALLENGE.test(challenge)) return null;
    return sameText(token, expected) ? challenge : null;
  }

  async receive(
    rawBody: Buffer | undefined,
    signature: string | undefined,
    body: unknown,
  ): Promise<WebhookReceipt> {
    const secret = this.config.whatsapp.appSecret;
    if (!secret || !isValidWebhookSignature(rawBody, signature, secret)) {
      throw new UnauthorizedException({
        message: 'Invalid webhook signature',
        code: 'invalid_signature',
      });
    }
    const ourNumber = this.config.whatsapp.phoneNumberId;
    const messages = parseWebhookPayload(body).filter(
      // Messages to another number of the same business account are not ours to answer.
      (message) => !ourNumber || !message.phoneNumberId || message.phoneNumberId === ourNumber,
    );
    let received = 0;
    for (const message of messages) {
      const inserted = await this.dataSource.query<unknown[]>(
        `INSERT INTO whatsapp_messages (message_id, from_number) VALUES ($1, $2)
         ON CONFLICT (message_id) DO NOTHING RETURNING message_id`,
        [message.id, message.from],
      );
      if (inserted.length === 0) continue;
      try {
        await this.queue.enqueue(
          'whatsapp-inbound',
          { messageId: message.id, from: message.from, text: message.text },
          { jobId: `wa-${createHash('sha256').update(message.id).digest('hex').slice(0, 40)}` },
        );
      } catch (error) {
        // Not queued: forget the id so Meta's redelivery (after our error answer) is taken in again.
        await this.dataSource
          .getRepository(WhatsappMessageEntity)
          .delete({ messageId: message.id })
          .catch(() => undefined);
        this.logger.error(`Could not queue WhatsApp message ${message.id}: ${String(error)}`);
        throw error;
      }
      received += 1;
    }
    return { received };
  }
}
