import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

/** Server-side sessions live in the `sessions` table (connect-pg-simple's layout). */
@Injectable()
export class SessionsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Signs a user out everywhere except the given session (after a password change). */
  async endOtherSessions(userId: number, keepSessionId: string | undefined): Promise<number> {
    // TypeORM answers a DELETE with [rows, affectedCount].
    const [, affected]: [unknown[], number] = await this.dataSource.query(
      `DELETE FROM sessions WHERE sess->'passport'->>'user' = $1 AND sid <> $2`,
      [String(userId), keepSessionId ?? ''],
    );
    return affected;
  }

  /** Signs a user out everywhere, inside the caller's transaction (account deletion). */
  async endAllSessions(manager: EntityManager, userId: number): Promise<void> {
    await manager.query(`DELETE FROM sessions WHERE sess->'passport'->>'user' = $1`, [
      String(userId),
    ]);
  }
}
