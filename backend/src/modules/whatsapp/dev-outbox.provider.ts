import { Logger } from '@nestjs/common';
import type { Repository } from 'typeorm';
import type { MessagingProvider } from './messaging-provider.js';
import type { WhatsappOutboxEntity } from './whatsapp-outbox.entity.js';

/**
 * Development mode, when no WhatsApp credentials are configured: each message is written to the
 * server log and to the `whatsapp_outbox` table (shown to administrators), so the connection flow
 * can be completed on a local machine.
 */
export class DevOutboxProvider implements MessagingProvider {
  readonly delivers = false;
  private readonly logger = new Logger('WhatsApp');

  constructor(private readonly outbox: Repository<WhatsappOutboxEntity>) {}

  async sendText(to: string, body: string): Promise<void> {
    await this.outbox.insert({ toNumber: to, body });
    this.logger.log(`[development outbox] to ${to}: ${body}`);
  }
}
