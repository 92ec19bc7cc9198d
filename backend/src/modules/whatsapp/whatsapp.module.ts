import { Module } from '@nestjs/common';
import { getRepositoryToken, TypeOrmModule } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { ContentModule } from '../content/index.js';
import { UsersModule } from '../users/index.js';
import { DevOutboxProvider } from './dev-outbox.provider.js';
import { GraphApiProvider } from './graph-api.provider.js';
import { type MessagingProvider, MESSAGING_PROVIDER } from './messaging-provider.js';
import { WhatsappInboundProcessor } from './whatsapp-inbound.processor.js';
import { WhatsappMessageEntity } from './whatsapp-message.entity.js';
import { WhatsappOutboxController } from './whatsapp-outbox.controller.js';
import { WhatsappOutboxEntity } from './whatsapp-outbox.entity.js';
import { WhatsappVerificationEntity } from './whatsapp-verification.entity.js';
import { WhatsappVerificationService } from './whatsapp-verification.service.js';
import { WhatsappWebhookController } from './whatsapp-webhook.controller.js';
import { WhatsappWebhookService } from './whatsapp-webhook.service.js';
import { WhatsappPrivacyService } from './whatsapp-privacy.service.js';
import { WhatsappController } from './whatsapp.controller.js';

/**
 * Save by WhatsApp: connect a number with a code, then links sent to the business number land in
 * the library. The WhatsApp Cloud API when configured, otherwise the development outbox.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      WhatsappVerificationEntity,
      WhatsappMessageEntity,
      WhatsappOutboxEntity,
    ]),
    ContentModule,
    UsersModule,
  ],
  controllers: [WhatsappController, WhatsappWebhookController, WhatsappOutboxController],
  providers: [
    {
      provide: MESSAGING_PROVIDER,
      inject: [APP_CONFIG, getRepositoryToken(WhatsappOutboxEntity)],
      useFactory: (
        config: AppConfig,
        outbox: Repository<WhatsappOutboxEntity>,
      ): MessagingProvider =>
        GraphApiProvider.fromConfig(config.whatsapp) ?? new DevOutboxProvider(outbox),
    },
    WhatsappVerificationService,
    WhatsappWebhookService,
    WhatsappInboundProcessor,
    WhatsappPrivacyService,
  ],
  exports: [WhatsappPrivacyService],
})
export class WhatsappModule {}
