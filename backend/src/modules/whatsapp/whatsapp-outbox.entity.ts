import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Development mode (no WhatsApp credentials): a message written here instead of being sent. */
@Entity({ name: 'whatsapp_outbox' })
export class WhatsappOutboxEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'to_number', type: 'varchar', length: 32 })
  toNumber: string;

  @Column({ type: 'text' })
  body: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
