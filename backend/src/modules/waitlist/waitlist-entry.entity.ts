import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One e-mail address on the pre-launch waitlist; stored once per address (case-insensitive). */
@Entity({ name: 'waitlist_entries' })
@Index('UQ_waitlist_entries_email_lower', { synchronize: false })
export class WaitlistEntryEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
