import { Module } from '@nestjs/common';
import { EmailInModule } from './email-in.module.js';
import { SmtpReceiver } from './smtp-receiver.service.js';

/** The SMTP receiver, started when `SMTP_PORT` is set: part of the API process, not of workers. */
@Module({
  imports: [EmailInModule],
  providers: [SmtpReceiver],
  exports: [SmtpReceiver],
})
export class EmailReceiverModule {}
