import { Logger } from '@nestjs/common';
import type { Repository } from 'typeorm';
import type { MessagingProvider } from './messaging-provider.js';
import type { WhatsappOutboxEntity } from './whatsapp-outbox.entity.js';

/** How long a message's secret stays readable in the outbox: a code's lifetime. */
const SECRET_KEPT_MS = 10 * 60_000;
export const HIDDEN_SECRET = '••••••';

/**
 * Development mode, when no WhatsApp credentials are configured: each message is written to the
 * server log and to the `whatsapp_outbox` table (shown to administrators), so the connection flow
 * can be completed on a local machine. A verification code is never stored or logged: the table
 * and the log show it hidden, and the plain message is kept in this process's memory for the
 * code's lifetime, where the administrators' outbox view reads it (one-process development).
 */
export class DevOutboxProvider implements MessagingProvider {
  readonly delivers = false;
  private readonly logger = new Logger('WhatsApp');
  private readonly withSecrets = new Map<number, { body: string; until: number }>();

  constructor(private readonly outbox: Repository<WhatsappOutboxEntity>) {}

  async sendText(to: string, body: string, secret?: string): Promise<void> {
    const stored = secret ? body.split(secret).join(HIDDEN_SECRET) : body;
    const result = await this.outbox.insert({ toNumber: to, body: stored });
    if (secret) {
      const id = (result.identifiers[0] as { id: number }).id;
      this.forgetExpired();
      this.withSecrets.set(id, { body, until: Date.now() + SECRET_KEPT_MS });
    }
    this.logger.log(`[development outbox] to ${to}: ${stored}`);
  }

  /** The message of outbox row `id` with its secret, while this process still holds it. */
  reveal(id: number): string | null {
    const kept = this.withSecrets.get(id);
    return kept && kept.until > Date.now() ? kept.body : null;
  }

  private forgetExpired(): void {
    const now = Date.now();
    for (const [id, kept] of this.withSecrets) if (kept.until <= now) this.withSecrets.delete(id);
  }
}
