import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import type { WhatsappOutboxMessage } from '@vault/contracts';
import { Repository } from 'typeorm';
import { AdminOnly } from '../../common/decorators/admin-only.decorator.js';
import { DevOutboxProvider } from './dev-outbox.provider.js';
import { type MessagingProvider, MESSAGING_PROVIDER } from './messaging-provider.js';
import { WhatsappOutboxEntity } from './whatsapp-outbox.entity.js';

const SHOWN = 50;

/** Development mode: what would have been sent on WhatsApp, newest first, for administrators. */
@ApiTags('admin')
@Controller('admin/whatsapp')
@AdminOnly()
export class WhatsappOutboxController {
  constructor(
    @InjectRepository(WhatsappOutboxEntity)
    private readonly outbox: Repository<WhatsappOutboxEntity>,
    @Inject(MESSAGING_PROVIDER) private readonly messaging: MessagingProvider,
  ) {}

  @Get('outbox')
  async list(): Promise<WhatsappOutboxMessage[]> {
    const rows = await this.outbox.find({ order: { id: 'DESC' }, take: SHOWN });
    const devOutbox = this.messaging instanceof DevOutboxProvider ? this.messaging : null;
    return rows.map((row) => ({
      id: row.id,
      to: row.toNumber,
      // A code is stored hidden; this process shows it while it is valid.
      body: devOutbox?.reveal(row.id) ?? row.body,
      createdAt: row.createdAt.toISOString(),
    }));
  }
}
