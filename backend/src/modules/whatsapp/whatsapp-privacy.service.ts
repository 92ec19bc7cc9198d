import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** What the WhatsApp connection keeps about a person beyond their user row, for account deletion. */
@Injectable()
export class WhatsappPrivacyService {
  /**
   * Forgets the messages received from a number and the replies written to it (the development
   * outbox), inside the caller's transaction. Meta sends numbers as digits; we store them as E.164.
   */
  async forgetNumber(manager: EntityManager, number: string | null): Promise<void> {
    if (!number) return;
    const forms = [number, number.replace(/^\+/, '')];
    await manager.query(`DELETE FROM whatsapp_messages WHERE from_number = ANY($1)`, [forms]);
    await manager.query(`DELETE FROM whatsapp_outbox WHERE to_number = ANY($1)`, [forms]);
  }
}
