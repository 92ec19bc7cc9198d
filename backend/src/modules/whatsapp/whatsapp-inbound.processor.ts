import {
  HttpException,
  HttpStatus,
  Inject,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { type JobContext, type JobPayloads, PermanentJobError } from '../../queue/queues.js';
import { QueueProcessor, QueueWorker } from '../../queue/queue-worker.js';
import { ContentService } from '../content/index.js';
import { UsersService } from '../users/index.js';
import { extractLinks } from './message-links.js';
import {
  type MessagingProvider,
  MessagingError,
  MESSAGING_PROVIDER,
} from './messaging-provider.js';
import { phoneFromWaId } from './phone-number.js';
import {
  failureReply,
  notALinkReply,
  type SaveOutcome,
  savedLinksReply,
  unknownNumberReply,
} from './replies.js';
import { WhatsappMessageEntity } from './whatsapp-message.entity.js';

type InboundPayload = JobPayloads['whatsapp-inbound'];

const PAYMENT_REQUIRED: number = HttpStatus.PAYMENT_REQUIRED;
/** How often a number no account has connected is told how to connect. */
const UNKNOWN_NUMBER_REPLY_EVERY_MINUTES = 60;

/**
 * A message someone sent to the business number: its links saved into the sender's library through
 * the dashboard's path (quota, duplicates, extraction), then one reply saying what happened.
 */
@QueueProcessor('whatsapp-inbound')
export class WhatsappInboundProcessor
  extends QueueWorker<'whatsapp-inbound'>
  implements OnApplicationBootstrap
{
  private readonly logger = new Logger('WhatsappInbound');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly content: ContentService,
    @Inject(MESSAGING_PROVIDER) private readonly messaging: MessagingProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
  ) {
    super();
  }

  /**
   * Housekeeping at start: message ids are kept well past Meta's redelivery window (7 days),
   * codes a day (they count against resends for an hour), the development outbox a month.
   */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.runWorker) return;
    await this.dataSource
      .transaction(async (manager) => {
        await manager.query(
          `DELETE FROM whatsapp_messages WHERE received_at < now() - interval '30 days'`,
        );
        await manager.query(
          `DELETE FROM whatsapp_verifications WHERE created_at < now() - interval '1 day'`,
        );
        await manager.query(
          `DELETE FROM whatsapp_outbox WHERE created_at < now() - interval '30 days'`,
        );
      })
      .catch((error: unknown) => this.logger.warn(`Clean-up failed: ${String(error)}`));
  }

  async handle(payload: InboundPayload, _context: JobContext): Promise<void> {
    const messages = this.dataSource.getRepository(WhatsappMessageEntity);
    const record = await messages.findOneBy({ messageId: payload.messageId });
    if (record?.repliedAt) return;
    // A retry after the saves went through resends the reply it composed, not a new one.
    let reply = record?.reply ?? null;
    if (reply === null) {
      reply = await this.compose(payload, record?.receivedAt ?? new Date());
      if (reply === null) {
        await messages.update({ messageId: payload.messageId }, { repliedAt: new Date() });
        return;
      }
      await messages.update({ messageId: payload.messageId }, { reply });
    }
    try {
      await this.messaging.sendText(payload.from, reply);
    } catch (error) {
      if (error instanceof MessagingError && error.permanent) {
        throw new PermanentJobError(error.message);
      }
      throw error;
    }
    await messages.update({ messageId: payload.messageId }, { repliedAt: new Date() });
  }

  async onFinalFailure(payload: InboundPayload, error: Error): Promise<void> {
    this.logger.warn(`WhatsApp message ${payload.messageId} failed: ${error.message}`);
    const record = await this.dataSource
      .getRepository(WhatsappMessageEntity)
      .findOneBy({ messageId: payload.messageId })
      .catch(() => null);
    // The reply itself could not be sent: a second message would fail the same way.
    if (record?.reply || error instanceof PermanentJobError) return;
    await this.messaging.sendText(payload.from, failureReply()).catch(() => undefined);
  }

  /** The reply to send, or null when none is due. */
  private async compose(payload: InboundPayload, receivedAt: Date): Promise<string | null> {
    const userId = await this.findConnectedUser(payload.from);
    if (userId === null) {
      const reply = unknownNumberReply(this.config.appUrl);
      // A stranger writing again soon is told once, so nobody can make us send message after message.
      return (await this.toldRecently(payload, reply)) ? null : reply;
    }
    const links = extractLinks(payload.text);
    if (links.length === 0) return notALinkReply();
    const outcomes: SaveOutcome[] = [];
    for (const url of links) outcomes.push(await this.save(userId, url, receivedAt));
    return savedLinksReply(outcomes, this.config.appUrl);
  }

  private async save(userId: number, url: string, receivedAt: Date): Promise<SaveOutcome> {
    try {
      const { item, created } = await this.content.save(userId, { url });
      // Saved by an earlier attempt of this same job: still news to the sender.
      const savedByThisMessage = created || item.createdAt.getTime() >= receivedAt.getTime();
      return { url: item.url, status: savedByThisMessage ? 'saved' : 'duplicate' };
    } catch (error) {
      if (error instanceof HttpException && error.getStatus() === PAYMENT_REQUIRED) {
        return { url, status: 'limit' };
      }
      throw error;
    }
  }

  private async toldRecently(payload: InboundPayload, reply: string): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(
      `SELECT 1 FROM whatsapp_messages
        WHERE from_number = $1 AND message_id <> $2 AND reply = $3
          AND received_at > now() - make_interval(mins => $4)
        LIMIT 1`,
      [payload.from, payload.messageId, reply, UNKNOWN_NUMBER_REPLY_EVERY_MINUTES],
    );
    return rows.length > 0;
  }

  private async findConnectedUser(waId: string): Promise<number | null> {
    const phone = phoneFromWaId(waId);
    if (!phone) return null;
    return this.users.findIdByWhatsappNumber(phone);
  }
}
