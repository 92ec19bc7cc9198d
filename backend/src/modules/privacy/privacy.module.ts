import { Module } from '@nestjs/common';
import { ArchiveModule } from '../archive/index.js';
import { AuthModule } from '../auth/index.js';
import { BillingModule } from '../billing/index.js';
import { ContentModule } from '../content/index.js';
import { CreditsModule } from '../credits/index.js';
import { EmailInModule } from '../email-in/index.js';
import { FeedsModule } from '../feeds/index.js';
import { HighlightsModule } from '../highlights/index.js';
import { KanbanModule } from '../kanban/index.js';
import { MediaModule } from '../media/index.js';
import { SavedSearchesModule } from '../saved-searches/index.js';
import { UsersModule } from '../users/index.js';
import { WaitlistModule } from '../waitlist/index.js';
import { WhatsappModule } from '../whatsapp/index.js';
import { AccountDeletionService } from './account-deletion.service.js';
import { DataExportService } from './export/data-export.service.js';
import { PrivacyController } from './privacy.controller.js';

/** The person's rights over their data: export everything, delete everything. */
@Module({
  imports: [
    ArchiveModule,
    AuthModule,
    BillingModule,
    ContentModule,
    CreditsModule,
    EmailInModule,
    FeedsModule,
    HighlightsModule,
    KanbanModule,
    MediaModule,
    SavedSearchesModule,
    UsersModule,
    WaitlistModule,
    WhatsappModule,
  ],
  controllers: [PrivacyController],
  providers: [DataExportService, AccountDeletionService],
})
export class PrivacyModule {}
