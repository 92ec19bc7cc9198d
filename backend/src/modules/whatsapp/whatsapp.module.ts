import { Module } from '@nestjs/common';
import { getRepositoryToken, TypeOrmModule } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { ContentCoreModule } from '../content/index.js';
import { UsersCoreModule } from '../users/index.js';
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

const ENTITIES = [WhatsappVerificationEntity, WhatsappMessageEntity, WhatsappOutboxEntity];

/**
 * Save by WhatsApp: the messaging provider (the WhatsApp Cloud API when configured, otherwise the
 * development outbox) and the processor that saves the links of a received message.
 */
@Module({
  imports: [TypeOrmModule.forFeature(ENTITIES), ContentCoreModule, UsersCoreModule],
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
    WhatsappInboundProcessor,
    WhatsappPrivacyService,
  ],
  exports: [MESSAGING_PROVIDER, WhatsappPrivacyService],
})
export class WhatsappCoreModule {}

/**
 * Save by WhatsApp with its HTTP routes: connect a number with a code, and the webhook that
 * queues what arrives at the business number.
 */
@Module({
  imports: [WhatsappCoreModule, TypeOrmModule.forFeature(ENTITIES), UsersCoreModule],
  controllers: [WhatsappController, WhatsappWebhookController, WhatsappOutboxController],
  providers: [WhatsappVerificationService, WhatsappWebhookService],
  exports: [WhatsappCoreModule],
})
export class WhatsappModule {}
