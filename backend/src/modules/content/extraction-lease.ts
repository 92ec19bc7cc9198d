import type { EntityManager } from 'typeorm';

/** How long a job's hold on an item lasts without renewal; the running job renews it. */
export const LEASE_MS = 60_000;
export const LEASE_RENEW_MS = LEASE_MS / 3;

export interface ClaimedItem {
  startedAt: Date;
}

/**
 * Takes the item for the job `owner`: only while it waits for extraction and no other job's lease
 * is alive, so two jobs never extract one item at once. The job's first claim starts its deadline.
 */
export async function claimItem(
  manager: EntityManager,
  itemId: number,
  userId: number,
  owner: string,
): Promise<ClaimedItem | null> {
  const [rows]: [{ started_at: Date }[], number] = await manager.query(
    `UPDATE content_items
        SET extraction_status = 'processing',
            extraction_started_at = CASE WHEN extraction_lease_owner IS DISTINCT FROM $3
                                           OR extraction_started_at IS NULL
                                         THEN now() ELSE extraction_started_at END,
            extraction_lease_owner = $3,
            extraction_lease_expires_at = now() + $4 * interval '1 millisecond'
      WHERE id = $1 AND user_id = $2 AND extraction_status IN ('queued', 'processing')
        AND (extraction_lease_owner IS NULL OR extraction_lease_owner = $3
             OR extraction_lease_expires_at < now())
      RETURNING extraction_started_at AS started_at`,
    [itemId, userId, owner, LEASE_MS],
  );
  return rows[0] ? { startedAt: rows[0].started_at } : null;
}

/** Keeps the owner's lease alive for `forMs` more; nothing when another job holds the item. */
export async function extendLease(
  manager: EntityManager,
  itemId: number,
  owner: string,
  forMs: number,
): Promise<void> {
  await manager.query(
    `UPDATE content_items SET extraction_lease_expires_at = now() + $3 * interval '1 millisecond'
      WHERE id = $1 AND extraction_lease_owner = $2`,
    [itemId, owner, forMs],
  );
}
