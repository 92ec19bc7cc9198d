import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PageCopyService } from '../archive/index.js';
import { FailedAttemptsService, SessionsService } from '../auth/index.js';
import { SubscriptionCancellationService } from '../billing/index.js';
import { MediaService } from '../media/index.js';
import { AvatarStorageService, type UserEntity, UsersService } from '../users/index.js';
import { WaitlistService } from '../waitlist/index.js';
import { WhatsappPrivacyService } from '../whatsapp/index.js';

/**
 * `POST /api/gdpr/delete-account`: removes every row and file of a person. What foreign keys
 * cascade from `users` (library and its snapshots, API tokens, the credit ledger, WhatsApp
 * verifications) goes with the user row; what is not linked by a key is removed here by its owner.
 */
@Injectable()
export class AccountDeletionService {
  private readonly logger = new Logger('AccountDeletion');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly subscriptions: SubscriptionCancellationService,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly whatsapp: WhatsappPrivacyService,
    private readonly waitlist: WaitlistService,
    private readonly avatars: AvatarStorageService,
    private readonly media: MediaService,
    private readonly failedAttempts: FailedAttemptsService,
    private readonly pageCopies: PageCopyService,
  ) {}

  async deleteAccount(user: UserEntity): Promise<void> {
    // First, and outside the transaction: a failure here must leave the account as it was.
    await this.subscriptions.cancelForAccountDeletion(user);
    const removeMediaFiles = await this.dataSource.transaction(async (manager) => {
      const removeMedia = await this.media.filesOfDeletedUser(manager, user.id);
      const removeCopies = await this.pageCopies.filesOfDeletedUser(manager, user.id);
      // Sessions are connect-pg-simple rows with the user id inside their JSON, not a foreign key.
      await this.sessions.endAllSessions(manager, user.id);
      await this.failedAttempts.forgetAccount(manager, user.id, user.username);
      await this.whatsapp.forgetNumber(manager, user.whatsappNumber);
      await this.waitlist.forgetEmail(manager, user.email);
      await this.users.deleteAccountRow(manager, user.id);
      return async () => {
        await removeMedia();
        await removeCopies();
      };
    });
    // Files once their rows are gone, so a failed transaction never leaves rows without files.
    await removeMediaFiles();
    await this.avatars.remove(user.avatarUrl).catch((error: unknown) => {
      this.logger.error(`Avatar of deleted user ${user.id} not removed: ${String(error)}`);
    });
  }
}
