import { AdminAuditLogEntity } from '../modules/admin/admin-audit-log.entity.js';
import { AuthFailureEntity } from '../modules/auth/auth-failure.entity.js';
import { ApiTokenEntity } from '../modules/auth/tokens/api-token.entity.js';
import { StripeEventEntity } from '../modules/billing/stripe-event.entity.js';
import { ContentCopyEntity } from '../modules/content/content-copy.entity.js';
import { ContentItemEntity } from '../modules/content/content-item.entity.js';
import { IdempotencyKeyEntity } from '../modules/content/idempotency-key.entity.js';
import { ContentSnapshotEntity } from '../modules/content/content-snapshot.entity.js';
import { FeedEntryEntity } from '../modules/feeds/feed-entry.entity.js';
import { FeedEntity } from '../modules/feeds/feed.entity.js';
import { LibraryFeedTokenEntity } from '../modules/feeds/library-feed-token.entity.js';
import { HighlightEntity } from '../modules/highlights/highlight.entity.js';
import { ImportJobItemEntity } from '../modules/import/import-job-item.entity.js';
import { ImportJobEntity } from '../modules/import/import-job.entity.js';
import { BoardColumnEntity } from '../modules/kanban/board-column.entity.js';
import { BoardItemEntity } from '../modules/kanban/board-item.entity.js';
import { BoardEntity } from '../modules/kanban/board.entity.js';
import { EmailAddressEntity } from '../modules/email-in/email-address.entity.js';
import { EmailMessageEntity } from '../modules/email-in/email-message.entity.js';
import { NewsletterSenderEntity } from '../modules/email-in/newsletter-sender.entity.js';
import { CreditTransactionEntity } from '../modules/credits/credit-transaction.entity.js';
import { MediaAttachmentEntity } from '../modules/media/media-attachment.entity.js';
import { StoredFileUseEntity } from '../modules/media/stored/stored-file-use.entity.js';
import { StoredFileEntity } from '../modules/media/stored/stored-file.entity.js';
import { PageCopyEntity } from '../modules/archive/page-copy.entity.js';
import { PlanEntity } from '../modules/plans/plan.entity.js';
import { SavedSearchEntity } from '../modules/saved-searches/saved-search.entity.js';
import { UserEntity } from '../modules/users/user.entity.js';
import { WaitlistEntryEntity } from '../modules/waitlist/waitlist-entry.entity.js';
import { WhatsappMessageEntity } from '../modules/whatsapp/whatsapp-message.entity.js';
import { WhatsappOutboxEntity } from '../modules/whatsapp/whatsapp-outbox.entity.js';
import { WhatsappVerificationEntity } from '../modules/whatsapp/whatsapp-verification.entity.js';

/** Every entity, for the data source and the migration check. Modules own their entity files. */
export const ENTITIES = [
  UserEntity,
  ApiTokenEntity,
  ContentItemEntity,
  ContentSnapshotEntity,
  ContentCopyEntity,
  MediaAttachmentEntity,
  StoredFileEntity,
  StoredFileUseEntity,
  CreditTransactionEntity,
  PlanEntity,
  StripeEventEntity,
  WhatsappVerificationEntity,
  WhatsappMessageEntity,
  WhatsappOutboxEntity,
  WaitlistEntryEntity,
  AdminAuditLogEntity,
  BoardEntity,
  BoardColumnEntity,
  BoardItemEntity,
  ImportJobEntity,
  ImportJobItemEntity,
  AuthFailureEntity,
  IdempotencyKeyEntity,
  FeedEntity,
  FeedEntryEntity,
  LibraryFeedTokenEntity,
  EmailAddressEntity,
  EmailMessageEntity,
  NewsletterSenderEntity,
  HighlightEntity,
  PageCopyEntity,
  SavedSearchEntity,
];
