import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { ContentCoreModule } from '../content/index.js';
import { MediaCoreModule } from '../media/index.js';
import { UsersCoreModule } from '../users/index.js';
import { EmailAddressEntity } from './email-address.entity.js';
import { EmailAddressService } from './email-address.service.js';
import { EmailInController } from './email-in.controller.js';
import { EmailInboundProcessor } from './email-inbound.processor.js';
import { EmailMessageEntity } from './email-message.entity.js';
import { MAIL_DNS_RESOLVER, systemResolver } from './mail-dns.js';
import { NewsletterSenderEntity } from './newsletter-sender.entity.js';
import { NewsletterSendersService } from './newsletter-senders.service.js';
import { ReplyMailer } from './reply-mailer.service.js';

/**
 * Save by e-mail: each account's private address, the senders it treats as newsletters, and the
 * queue job that saves an accepted message. The SMTP receiver itself is `EmailReceiverModule`,
 * which only the API process loads.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([EmailAddressEntity, EmailMessageEntity, NewsletterSenderEntity]),
    ContentCoreModule,
    MediaCoreModule,
    UsersCoreModule,
  ],
  providers: [
    EmailAddressService,
    NewsletterSendersService,
    ReplyMailer,
    EmailInboundProcessor,
    {
      provide: MAIL_DNS_RESOLVER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => systemResolver(config.mail.dnsServers),
    },
  ],
  exports: [EmailAddressService, NewsletterSendersService, MAIL_DNS_RESOLVER],
})
export class EmailInCoreModule {}

/** Save by e-mail with its HTTP routes (the address and the newsletter senders). */
@Module({
  imports: [EmailInCoreModule],
  controllers: [EmailInController],
  exports: [EmailInCoreModule],
})
export class EmailInModule {}
