import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import type { WhatsappOutboxMessage } from '@vault/contracts';
import { Repository } from 'typeorm';
import { AdminOnly } from '../../common/decorators/admin-only.decorator.js';
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
  ) {}

  @Get('outbox')
  async list(): Promise<WhatsappOutboxMessage[]> {
    const rows = await this.outbox.find({ order: { id: 'DESC' }, take: SHOWN });
    return rows.map((row) => ({
      id: row.id,
      to: row.toNumber,
      body: row.body,
      createdAt: row.createdAt.toISOString(),
    }));
  }
}
