import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { OnboardingState } from '@vault/contracts';
import { DataSource } from 'typeorm';
import { TokensService } from '../auth/index.js';
import { ImportService } from '../import/index.js';
import { AccountLedgerService, type UserEntity } from '../users/index.js';

/**
 * The first-run checklist, read from what the account has: an API token (the extension's sign-in
 * creates one), an import job, a verified WhatsApp number, an item in the library.
 */
@Injectable()
export class OnboardingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tokens: TokensService,
    private readonly imports: ImportService,
    private readonly ledger: AccountLedgerService,
  ) {}

  async state(user: UserEntity): Promise<OnboardingState> {
    const [tokens, imported, items] = await Promise.all([
      this.tokens.list(user.id),
      this.imports.hasImported(user.id),
      this.ledger.contentCount(this.dataSource.manager, user.id),
    ]);
    return {
      steps: {
        extension: tokens.length > 0,
        import: imported,
        whatsapp: user.whatsappVerified,
        firstSave: items > 0,
      },
    };
  }
}
