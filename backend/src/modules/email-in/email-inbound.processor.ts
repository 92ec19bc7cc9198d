import {
  HttpException,
  HttpStatus,
  Inject,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isPaidPlan } from '@vault/contracts';
import { DataSource, IsNull } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { JobQueue } from '../../queue/job-queue.js';
import { type JobContext, type JobPayloads, PermanentJobError } from '../../queue/queues.js';
import { QueueProcessor, QueueWorker } from '../../queue/queue-worker.js';
import { ContentLeadImages, ContentService, type StoredLeadImage } from '../content/index.js';
import { MediaService } from '../media/index.js';
import { UsersService } from '../users/index.js';
import { EmailMessageEntity } from './email-message.entity.js';
import { type InboundMail, MalformedMessageError, parseInboundMail } from './inbound-mail.js';
import { mailKind } from './mail-kind.js';
import { newsletterItem } from './newsletter-item.js';
import { NewsletterSendersService } from './newsletter-senders.service.js';
import { ReplyMailer } from './reply-mailer.service.js';
import { type MailOutcome, outcomeSummary, replySubject, replyText } from './replies.js';
import { remoteImageOf } from './remote-image.js';

type InboundPayload = JobPayloads['email-inbound'];

const PAYMENT_REQUIRED: number = HttpStatus.PAYMENT_REQUIRED;

function isOverLimit(error: unknown): boolean {
  return error instanceof HttpException && error.getStatus() === PAYMENT_REQUIRED;
}

/** Files written inside a transaction, removed again when that transaction does not commit. */
class StoredFiles {
  private remove: (() => Promise<void>) | null = null;

  keep(attached: { discard: () => Promise<void> }): void {
    this.remove = attached.discard;
  }

  async discard(): Promise<void> {
    await this.remove?.();
  }
}

export function emailJobId(messageId: number): string {
  return `email-in-${messageId}`;
}

/**
 * A message the receiver accepted: its links saved as the dashboard saves them, or the
 * newsletter saved whole, each save charged as any other; then the row lets go of the bytes and
 * keeps the outcome, and the sender gets a reply when a relay is configured.
 */
@QueueProcessor('email-inbound')
export class EmailInboundProcessor
  extends QueueWorker<'email-inbound'>
  implements OnApplicationBootstrap
{
  private readonly logger = new Logger('EmailInbound');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly content: ContentService,
    private readonly leadImages: ContentLeadImages,
    private readonly media: MediaService,
    private readonly senders: NewsletterSendersService,
    private readonly users: UsersService,
    private readonly mailer: ReplyMailer,
    @Inject(JobQueue) private readonly queue: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  /** Messages accepted but not yet worked (the process stopped, or Redis was away) are queued again. */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.runWorker) return;
    try {
      const messages = this.dataSource.getRepository(EmailMessageEntity);
      await this.dataSource.query(
        `DELETE FROM email_in_messages WHERE processed_at < now() - interval '30 days'`,
      );
      const waiting = await messages.find({
        where: { processedAt: IsNull() },
        select: { id: true, userId: true },
      });
      for (const row of waiting) {
        await this.queue.enqueue(
          'email-inbound',
          { messageId: row.id, userId: row.userId },
          { jobId: emailJobId(row.id) },
        );
      }
    } catch (error) {
      this.logger.warn(`Could not queue waiting messages again: ${String(error)}`);
    }
  }

  async handle(payload: InboundPayload, _context: JobContext): Promise<void> {
    const messages = this.dataSource.getRepository(EmailMessageEntity);
    const row = await messages.findOneBy({ id: payload.messageId, userId: payload.userId });
    if (!row?.raw || row.processedAt) return;
    let mail: InboundMail;
    try {
      mail = await parseInboundMail(row.raw);
    } catch (error) {
      if (error instanceof MalformedMessageError) throw new PermanentJobError(error.message);
      throw error;
    }
    const outcome = await this.save(row, mail);
    await messages.update(
      { id: row.id },
      { raw: null, processedAt: new Date(), outcome: outcomeSummary(outcome) },
    );
    await this.reply(mail, outcome);
  }

  async onFinalFailure(payload: InboundPayload, error: Error): Promise<void> {
    this.logger.warn(`E-mail ${payload.messageId} was not saved: ${error.message}`);
    const messages = this.dataSource.getRepository(EmailMessageEntity);
    const row = await messages.findOneBy({ id: payload.messageId }).catch(() => null);
    if (!row || row.processedAt) return;
    const outcome: MailOutcome = { kind: 'failed', reason: 'it could not be processed' };
    await messages.update(
      { id: row.id },
      { processedAt: new Date(), outcome: `${outcomeSummary(outcome)} (${error.message})` },
    );
    if (row.raw) {
      const mail = await parseInboundMail(row.raw).catch(() => null);
      if (mail) await this.reply(mail, outcome);
    }
  }

  private async save(row: EmailMessageEntity, mail: InboundMail): Promise<MailOutcome> {
    const marked = await this.senders.isNewsletterSender(row.userId, mail.from.address);
    const kind = mailKind(mail, marked);
    if (kind.kind === 'newsletter') return this.saveNewsletter(row, mail);
    if (kind.kind === 'links') return this.saveLinks(row, mail, kind.links);
    return { kind: 'failed', reason: 'the message has no link, and it is not a newsletter' };
  }

  private async saveLinks(
    row: EmailMessageEntity,
    mail: InboundMail,
    links: string[],
  ): Promise<MailOutcome> {
    const outcome = { kind: 'saved' as const, titles: [] as string[], duplicates: [] as string[] };
    const overLimit: string[] = [];
    let firstNew: number | null = null;
    for (const url of links) {
      try {
        const { item, created } = await this.content.save(row.userId, { url });
        // Saved by an earlier attempt of this same job: still news to the sender.
        if (created || item.createdAt.getTime() >= row.receivedAt.getTime()) {
          outcome.titles.push(item.url);
          firstNew ??= item.id;
        } else outcome.duplicates.push(item.url);
      } catch (error) {
        if (!isOverLimit(error)) throw error;
        overLimit.push(url);
      }
    }
    if (firstNew !== null && mail.pdfs.length) await this.attachPdfs(row.userId, firstNew, mail);
    return { ...outcome, overLimit };
  }

  /** The message's PDFs on the first item it saved, when the plan keeps media. */
  private async attachPdfs(userId: number, contentId: number, mail: InboundMail): Promise<void> {
    if (!(await this.keepsMedia(userId))) return;
    const stored = new StoredFiles();
    try {
      await this.dataSource.transaction(async (manager) => {
        await this.content.lockForAttachment(manager, userId, contentId);
        const existing: unknown[] = await manager.query(
          `SELECT 1 FROM content_items WHERE id = $1 AND has_attachments`,
          [contentId],
        );
        // A retried job finds the files already there.
        if (existing.length) return;
        stored.keep(await this.media.attachReceived(manager, userId, contentId, mail.pdfs));
      });
    } catch (error) {
      await stored.discard();
      throw error;
    }
  }

  private async saveNewsletter(row: EmailMessageEntity, mail: InboundMail): Promise<MailOutcome> {
    const item = newsletterItem(mail, row.raw!, row.verdict);
    const title = item.title ?? mail.from.address;
    const leadImage = await this.leadImage(row.userId, mail);
    const keepsMedia = mail.pdfs.length > 0 && (await this.keepsMedia(row.userId));
    const stored = new StoredFiles();
    try {
      const { created } = await this.content.saveWhole(
        row.userId,
        { ...item, leadImage },
        async (manager, saved) => {
          if (!keepsMedia) return;
          stored.keep(await this.media.attachReceived(manager, row.userId, saved.id, mail.pdfs));
        },
      );
      if (!created && leadImage) await this.media.removeLeadImage(leadImage.key);
      return created
        ? { kind: 'saved', titles: [title], duplicates: [], overLimit: [] }
        : { kind: 'saved', titles: [], duplicates: [title], overLimit: [] };
    } catch (error) {
      if (leadImage) await this.media.removeLeadImage(leadImage.key);
      await stored.discard();
      if (isOverLimit(error))
        return { kind: 'saved', titles: [], duplicates: [], overLimit: [title] };
      throw error;
    }
  }

  /** The first image the message carries, else the first remote one it shows; stored as Vault's copy. */
  private async leadImage(userId: number, mail: InboundMail): Promise<StoredLeadImage | null> {
    for (const image of mail.images) {
      const stored = await this.media.storeLeadImage(image.bytes);
      if (stored) return stored;
      this.logger.warn(`An image of a message for user ${userId} is not one Vault keeps`);
    }
    const remote = mail.html ? remoteImageOf(mail.html) : null;
    return remote ? this.leadImages.store(userId, 0, remote) : null;
  }

  private async keepsMedia(userId: number): Promise<boolean> {
    const user = await this.users.findById(userId);
    return user !== null && isPaidPlan(user.subscriptionPlan, user.subscriptionStatus);
  }

  private async reply(mail: InboundMail, outcome: MailOutcome): Promise<void> {
    if (!this.mailer.enabled) return;
    await this.mailer.send({
      to: mail.from.address,
      subject: replySubject(outcome),
      text: replyText(outcome),
      inReplyTo: mail.messageId,
    });
  }
}
