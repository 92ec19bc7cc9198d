import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';

export interface Reply {
  to: string;
  subject: string;
  text: string;
  /** The message answered, so mail clients thread the reply. */
  inReplyTo: string | null;
}

/**
 * Answers a received message through the outgoing relay (`SMTP_RELAY_URL`, with nodemailer).
 * Without a relay nothing is sent: Vault never delivers mail to other servers itself.
 */
@Injectable()
export class ReplyMailer implements OnModuleDestroy {
  private readonly logger = new Logger('EmailReply');
  private readonly transport: Transporter | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = config.mail.relayUrl ? nodemailer.createTransport(config.mail.relayUrl) : null;
  }

  get enabled(): boolean {
    return this.transport !== null;
  }

  /** Never throws: a reply that cannot be sent is logged, the save stands. */
  async send(reply: Reply): Promise<void> {
    if (!this.transport) return;
    try {
      await this.transport.sendMail({
        from: { name: 'Vault', address: `no-reply@${this.config.mail.domain}` },
        to: reply.to,
        subject: reply.subject,
        text: reply.text,
        ...(reply.inReplyTo ? { inReplyTo: reply.inReplyTo, references: reply.inReplyTo } : {}),
        // An automatic answer: other robots must not answer it in turn (RFC 3834).
        headers: { 'Auto-Submitted': 'auto-replied' },
      });
    } catch (error) {
      this.logger.warn(`Reply to a saved message not sent: ${String(error)}`);
    }
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }
}
