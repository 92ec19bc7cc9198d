import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { FeedEntity } from './feed.entity.js';

/**
 * An entry a feed has shown (by the SHA-256 of its id, else its link): saved, skipped by the
 * keywords or left out of a first subscription, it is never considered again, even when the
 * person has since deleted the item it made.
 */
@Entity({ name: 'feed_entries' })
export class FeedEntryEntity {
  @PrimaryColumn({ name: 'feed_id', type: 'integer' })
  feedId: number;

  @ManyToOne(() => FeedEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'feed_id' })
  feed?: Relation<FeedEntity>;

  @PrimaryColumn({ name: 'entry_key', type: 'varchar', length: 64 })
  entryKey: string;

  @Column({ name: 'seen_at', type: 'timestamptz', default: () => 'now()' })
  seenAt: Date;
}
