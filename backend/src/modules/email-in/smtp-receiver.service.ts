import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LIMITS } from '@vault/contracts';
import type { AddressInfo } from 'node:net';
import {
  type SMTPServerAddress,
  type SMTPServerDataStream,
  type SMTPServerSession,
  SMTPServer,
} from 'smtp-server';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { JobQueue } from '../../queue/job-queue.js';
import { EmailAddressService } from './email-address.service.js';
import { emailJobId } from './email-inbound.processor.js';
import { EmailMessageEntity } from './email-message.entity.js';
import { MalformedMessageError, parseInboundMail } from './inbound-mail.js';
import { checkMailAuth } from './mail-auth.js';
import { tokenOf } from './mail-address.js';
import { MAIL_DNS_RESOLVER, type MailDnsResolver } from './mail-dns.js';
import { mailKind } from './mail-kind.js';
import { NewsletterSendersService } from './newsletter-senders.service.js';

/** An SMTP refusal: the client's mail system reports the code and text to its sender. */
function refusal(responseCode: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode });
}

/** Reads the DATA stream whole, up to the limit; past it, reads on without keeping anything. */
function readMessage(stream: SMTPServerDataStream): Promise<{ raw: Buffer; exceeded: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= LIMITS.emailMaxBytes) chunks.push(chunk);
    });
    stream.on('error', reject);
    stream.on('end', () =>
      resolve({
        raw: Buffer.concat(chunks),
        exceeded: stream.sizeExceeded || size > LIMITS.emailMaxBytes,
      }),
    );
  });
}

/**
 * Vault's own SMTP receiver (smtp-server), listening on `SMTP_PORT` in the API process. It
 * accepts one recipient per message, `save-<token>@<MAIL_DOMAIN>` of an existing account, and
 * answers every message before the client hangs up: refused with a code and logged (unknown
 * address 550, over 10 MB 552, not mail 554, DMARC reject 550 5.7.1, nothing to save 550), or
 * kept in `email_in_messages` and queued (250). Nothing is kept of a refused message.
 */
@Injectable()
export class SmtpReceiver implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('SmtpReceiver');
  private server: SMTPServer | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly addresses: EmailAddressService,
    private readonly senders: NewsletterSendersService,
    @Inject(JobQueue) private readonly queue: JobQueue,
    @Inject(MAIL_DNS_RESOLVER) private readonly resolver: MailDnsResolver,
  ) {}

  /** The port the receiver listens on, or null when it is off. */
  get port(): number | null {
    const address = this.server?.server.address() as AddressInfo | null | undefined;
    return address?.port ?? null;
  }

  async onApplicationBootstrap(): Promise<void> {
    const port = this.config.mail.smtpPort;
    if (port === null) return;
    const server = new SMTPServer({
      name: this.config.mail.domain,
      banner: 'Vault mail receiver',
      size: LIMITS.emailMaxBytes,
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      hideSTARTTLS: true,
      disableReverseLookup: true,
      logger: false,
      maxClients: 100,
      closeTimeout: 5_000,
      onRcptTo: (address, session, callback) => {
        this.acceptRecipient(address, session).then(() => callback(), callback);
      },
      onData: (stream, session, callback) => {
        this.receive(stream, session).then((id) => callback(null, `Queued as ${id}`), callback);
      },
    });
    server.on('error', (error) => this.logger.error(`SMTP receiver: ${String(error)}`));
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(port, () => {
        server.server.off('error', reject);
        resolve();
      });
    });
    this.server = server;
    this.logger.log(`Receiving mail for ${this.config.mail.domain} on port ${this.port}`);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async acceptRecipient(
    address: SMTPServerAddress,
    session: SMTPServerSession,
  ): Promise<void> {
    // One account per message: a relay delivers the other recipients in their own transactions.
    if (session.envelope.rcptTo.length > 0)
      throw refusal(452, '4.5.3 One recipient per message, please send the rest again');
    const token = tokenOf(address.address, this.config.mail.domain);
    const userId = token ? await this.addresses.userIdForToken(token) : null;
    if (userId === null) {
      this.refused(session, 'unknown address');
      throw refusal(550, '5.1.1 No such address here');
    }
  }

  private async receive(stream: SMTPServerDataStream, session: SMTPServerSession): Promise<number> {
    const { raw, exceeded } = await readMessage(stream);
    if (exceeded) {
      this.refused(session, 'message over the size limit');
      throw refusal(552, `5.3.4 Message larger than ${LIMITS.emailMaxBytes} bytes`);
    }
    const recipient = session.envelope.rcptTo[0]?.address ?? '';
    const token = tokenOf(recipient, this.config.mail.domain);
    const userId = token ? await this.addresses.userIdForToken(token) : null;
    // The address was regenerated while the message was on its way.
    if (userId === null) {
      this.refused(session, 'unknown address');
      throw refusal(550, '5.1.1 No such address here');
    }
    let mail;
    try {
      mail = await parseInboundMail(raw);
    } catch (error) {
      if (!(error instanceof MalformedMessageError)) throw error;
      this.refused(session, `malformed message: ${error.message}`);
      throw refusal(554, `5.6.0 Malformed message: ${error.message}`);
    }
    const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
    const auth = await checkMailAuth({
      raw,
      ip: session.remoteAddress.replace(/^::ffff:/, ''),
      helo: session.hostNameAppearsAs,
      mailFrom,
      mta: this.config.mail.domain,
      resolver: this.resolver,
    });
    if (auth.rejectedByPolicy) {
      this.refused(session, `fails the DMARC reject policy of ${mail.from.address}`);
      throw refusal(550, '5.7.1 Rejected by the sender domain’s DMARC policy');
    }
    const marked = await this.senders.isNewsletterSender(userId, mail.from.address);
    if (mailKind(mail, marked).kind === 'nothing') {
      this.refused(session, 'no link and not a newsletter');
      throw refusal(550, '5.6.0 Nothing to save: the message has no link and is not a newsletter');
    }
    const row = await this.dataSource.getRepository(EmailMessageEntity).save({
      userId,
      raw,
      verdict: { from: mail.from.address, ...auth.verdict },
      processedAt: null,
      outcome: null,
    });
    try {
      await this.queue.enqueue(
        'email-inbound',
        { messageId: row.id, userId },
        { jobId: emailJobId(row.id) },
      );
    } catch (error) {
      // Kept: the next start queues every message not yet worked.
      this.logger.error(`Could not queue received message ${row.id}: ${String(error)}`);
    }
    return row.id;
  }

  private refused(session: SMTPServerSession, reason: string): void {
    this.logger.warn(`Refused mail from ${session.remoteAddress}: ${reason}`);
  }
}
