import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * An incoming message already taken in: its id is stored before the job is queued, so a webhook
 * Meta delivers again is processed once. The reply is kept so a retried job resends the same one.
 */
@Entity({ name: 'whatsapp_messages' })
export class WhatsappMessageEntity {
  @PrimaryColumn({ name: 'message_id', type: 'varchar', length: 255 })
  messageId: string;

  /** The sender's WhatsApp id (digits). */
  @Column({ name: 'from_number', type: 'varchar', length: 32 })
  fromNumber: string;

  @CreateDateColumn({ name: 'received_at', type: 'timestamptz' })
  receivedAt: Date;

  @Column({ type: 'text', nullable: true })
  reply: string | null;

  @Column({ name: 'replied_at', type: 'timestamptz', nullable: true })
  repliedAt: Date | null;
}
