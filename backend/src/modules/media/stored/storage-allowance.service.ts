import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { effectivePlan, findPlan, MEDIA_NOT_KEPT, type StorageUsage } from '@vault/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { AccountLedgerService, UsersService } from '../../users/index.js';

/** Bytes one kind of kept file takes for a user (stored media, page copies...). */
export type StorageUsageProvider = (userId: number, manager?: EntityManager) => Promise<number>;

/**
 * The plan's storage allowance and what counts against it. Stored files count here; a module
 * keeping files of its own (page copies) adds its bytes with one `registerUsage` call at init.
 */
@Injectable()
export class StorageAllowance {
  private readonly providers: StorageUsageProvider[] = [
    (userId, manager) => this.storedFileBytes(userId, manager),
  ];

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly ledger: AccountLedgerService,
  ) {}

  registerUsage(provider: StorageUsageProvider): void {
    this.providers.push(provider);
  }

  /** The plan's allowance in bytes; 0 when it keeps the lead image only (or the user is gone). */
  async allowanceOf(userId: number): Promise<number> {
    const user = await this.users.findById(userId);
    if (!user) return 0;
    return findPlan(effectivePlan(user.subscriptionPlan, user.subscriptionStatus))
      .storageAllowanceBytes;
  }

  /**
   * The allowance once a plan change in progress has committed: waits for the lock the change
   * holds on the account row, so work queued inside the change reads the plan it set.
   */
  async settledAllowanceOf(userId: number): Promise<number> {
    const user = await this.dataSource.transaction((manager) =>
      this.ledger.lockAccountRow(manager, userId),
    );
    if (!user) return 0;
    return findPlan(effectivePlan(user.subscriptionPlan, user.subscriptionStatus))
      .storageAllowanceBytes;
  }

  /** Bytes used, every provider summed; `manager` reads inside the caller's transaction. */
  async usedBytes(userId: number, manager?: EntityManager): Promise<number> {
    let used = 0;
    for (const provider of this.providers) used += await provider(userId, manager);
    return used;
  }

  /**
   * Why `bytes` more cannot be kept for the user (the free plan, a full allowance), or null when
   * they fit. Callers that then store take a lock so two stores cannot both fit the last bytes.
   */
  async refusal(userId: number, bytes: number, manager?: EntityManager): Promise<string | null> {
    const allowance = await this.allowanceOf(userId);
    if (allowance <= 0) return MEDIA_NOT_KEPT.freePlan;
    const used = await this.usedBytes(userId, manager);
    return used + bytes > allowance ? MEDIA_NOT_KEPT.allowanceFull(used, allowance) : null;
  }

  async usage(userId: number): Promise<StorageUsage> {
    const [usedBytes, allowanceBytes, files] = await Promise.all([
      this.usedBytes(userId),
      this.allowanceOf(userId),
      this.fileCount(userId),
    ]);
    return { usedBytes, allowanceBytes, files };
  }

  private async storedFileBytes(userId: number, manager?: EntityManager): Promise<number> {
    const [row]: { bytes: string | null }[] = await (manager ?? this.dataSource.manager).query(
      'SELECT sum(bytes) AS bytes FROM stored_files WHERE user_id = $1',
      [userId],
    );
    return Number(row?.bytes ?? 0);
  }

  private async fileCount(userId: number): Promise<number> {
    const [row]: { files: string }[] = await this.dataSource.query(
      'SELECT count(*) AS files FROM stored_files WHERE user_id = $1',
      [userId],
    );
    return Number(row?.files ?? 0);
  }
}
