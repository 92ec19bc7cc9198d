import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ContentItem } from '@vault/contracts';
import { DataSource } from 'typeorm';
import { IdempotencyKeyEntity } from './idempotency-key.entity.js';

export interface SaveAnswer {
  status: number;
  body: ContentItem;
}

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const WAIT_FOR_FIRST_MS = 15_000;

/**
 * Runs a save once per `Idempotency-Key` and user: a repeat gets the stored answer (same status,
 * same body); a repeat that arrives while the first still runs waits for its answer. A failed
 * save stores nothing, so retrying it with the same key tries again.
 */
@Injectable()
export class IdempotentSaveService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  static validKey(key: string): string {
    if (!KEY_PATTERN.test(key)) {
      throw new BadRequestException({
        message: 'Idempotency-Key must be 1 to 255 visible ASCII characters',
        code: 'invalid_idempotency_key',
      });
    }
    return key;
  }

  async run(userId: number, key: string, save: () => Promise<SaveAnswer>): Promise<SaveAnswer> {
    const repository = this.dataSource.getRepository(IdempotencyKeyEntity);
    await this.dataSource.query(
      `DELETE FROM idempotency_keys WHERE user_id = $1 AND created_at < now() - interval '24 hours'`,
      [userId],
    );
    const claimed = await this.dataSource.query<unknown[]>(
      `INSERT INTO idempotency_keys (user_id, key) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING key`,
      [userId, key],
    );
    if (claimed.length === 0) {
      const stored = await this.storedAnswer(userId, key);
      // The first request failed meanwhile (its claim is gone): this one tries for real.
      return stored ?? this.run(userId, key, save);
    }
    try {
      const answer = await save();
      await repository.update(
        { userId, key },
        { statusCode: answer.status, response: answer.body },
      );
      return answer;
    } catch (error) {
      await repository.delete({ userId, key });
      throw error;
    }
  }

  private async storedAnswer(userId: number, key: string): Promise<SaveAnswer | null> {
    const repository = this.dataSource.getRepository(IdempotencyKeyEntity);
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    while (Date.now() < deadline) {
      const row = await repository.findOneBy({ userId, key });
      if (!row) return null;
      if (row.statusCode !== null && row.response) {
        return { status: row.statusCode, body: row.response };
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new BadRequestException({
      message: 'A request with this Idempotency-Key is still running. Try again in a moment.',
      code: 'idempotency_key_in_use',
    });
  }
}
