import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { WaitlistRow } from './waitlist-csv.js';

@Injectable()
export class WaitlistService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Adds the address once; joining again is a success for the visitor and adds no row. */
  async join(email: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO waitlist_entries (email) VALUES ($1) ON CONFLICT (lower(email)) DO NOTHING`,
      [email.toLowerCase()],
    );
  }

  /** Removes an address from the waitlist, inside the caller's transaction (account deletion). */
  async forgetEmail(manager: EntityManager, email: string | null): Promise<void> {
    if (!email) return;
    await manager.query(`DELETE FROM waitlist_entries WHERE lower(email) = lower($1)`, [email]);
  }

  async count(): Promise<number> {
    const rows: { count: string }[] = await this.dataSource.query(
      'SELECT count(*) AS count FROM waitlist_entries',
    );
    return Number(rows[0]?.count ?? 0);
  }

  /** Every address, oldest first (the admin CSV export). */
  async entries(): Promise<WaitlistRow[]> {
    const rows: { email: string; created_at: Date }[] = await this.dataSource.query(
      'SELECT email, created_at FROM waitlist_entries ORDER BY created_at, id',
    );
    return rows.map((row) => ({ email: row.email, createdAt: row.created_at }));
  }
}
