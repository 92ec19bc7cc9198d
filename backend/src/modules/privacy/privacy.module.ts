import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { BillingModule } from '../billing/billing.module.js';
import { ContentModule } from '../content/content.module.js';
import { CreditsModule } from '../credits/credits.module.js';
import { KanbanModule } from '../kanban/kanban.module.js';
import { MediaModule } from '../media/media.module.js';
import { UsersModule } from '../users/users.module.js';
import { WaitlistModule } from '../waitlist/waitlist.module.js';
import { WhatsappModule } from '../whatsapp/whatsapp.module.js';
import { AccountDeletionService } from './account-deletion.service.js';
import { DataExportService } from './export/data-export.service.js';
import { PrivacyController } from './privacy.controller.js';

/** The person's rights over their data: export everything, delete everything. */
@Module({
  imports: [
    AuthModule,
    BillingModule,
    ContentModule,
    CreditsModule,
    KanbanModule,
    MediaModule,
    UsersModule,
    WaitlistModule,
    WhatsappModule,
  ],
  controllers: [PrivacyController],
  providers: [DataExportService, AccountDeletionService],
})
export class PrivacyModule {}
