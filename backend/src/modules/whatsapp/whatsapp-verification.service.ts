import {
  BadRequestException,
  ConflictException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type MessageResponse,
  WHATSAPP_MESSAGES,
  type WhatsappSetupResponse,
  type WhatsappVerifyResponse,
} from '@vault/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { type UserEntity, UsersService } from '../users/index.js';
import { type MessagingProvider, MESSAGING_PROVIDER } from './messaging-provider.js';
import { normalizePhoneNumber } from './phone-number.js';
import { verificationCodeMessage } from './replies.js';
import {
  generateVerificationCode,
  hashVerificationCode,
  newCodeSalt,
  verificationCodeMatches,
} from './verification-code.js';
import { WhatsappVerificationEntity } from './whatsapp-verification.entity.js';

export const VERIFICATION_RULES = {
  codeTtlMinutes: 10,
  maxAttempts: 5,
  /** Between two codes for one account. */
  resendCooldownSeconds: 60,
  /** Codes in any hour, per account and per number (whichever account asks). */
  maxCodesPerHourPerUser: 5,
  maxCodesPerHourPerNumber: 5,
} as const;

const UNIQUE_VIOLATION = '23505';
const NUMBER_TAKEN = 'This number is already connected to another account';

function badRequest(message: string, code: string): BadRequestException {
  return new BadRequestException({ message, code });
}

function tooMany(message: string, code: string): HttpException {
  return new HttpException({ message, code }, HttpStatus.TOO_MANY_REQUESTS);
}

function waitText(seconds: number): string {
  if (seconds <= 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

type VerifyOutcome =
  | { kind: 'connected'; phone: string }
  | { kind: 'none' | 'expired' | 'exhausted' | 'taken' }
  | { kind: 'wrong'; attemptsLeft: number };

/**
 * Connecting a WhatsApp number to an account: a code sent to the number, then typed back.
 * Codes are hashed, expire, allow a few attempts, and a new one replaces the old; sending is
 * limited per account and per number, so nobody can flood a number with codes.
 */
@Injectable()
export class WhatsappVerificationService {
  private readonly logger = new Logger('WhatsappVerification');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(MESSAGING_PROVIDER) private readonly messaging: MessagingProvider,
    private readonly users: UsersService,
  ) {}

  async setup(user: UserEntity, phoneNumber: unknown): Promise<WhatsappSetupResponse> {
    const parsed = normalizePhoneNumber(phoneNumber);
    if (!parsed.ok) {
      throw parsed.reason === 'required'
        ? badRequest(WHATSAPP_MESSAGES.phoneRequired, 'phone_required')
        : badRequest(WHATSAPP_MESSAGES.phoneFormat, 'invalid_phone');
    }
    const { phone } = parsed;
    if (user.whatsappVerified && user.whatsappNumber) {
      throw new ConflictException({
        message: 'WhatsApp is already connected. Disconnect it first to use another number.',
        code: 'already_connected',
      });
    }
    const code = generateVerificationCode();
    const salt = newCodeSalt();
    const row = await this.dataSource.transaction(async (manager) => {
      await this.lockUser(manager, user.id);
      await this.lockPhone(manager, phone);
      if (await this.users.whatsappNumberTakenByAnother(manager, phone, user.id)) {
        throw new ConflictException({ message: NUMBER_TAKEN, code: 'number_taken' });
      }
      await this.assertMaySend(manager, user.id, phone);
      await manager.query(
        `DELETE FROM whatsapp_verifications WHERE user_id = $1 AND created_at < now() - interval '1 day'`,
        [user.id],
      );
      return manager.save(
        manager.create(WhatsappVerificationEntity, {
          userId: user.id,
          phone,
          codeHash: hashVerificationCode(code, salt),
          codeSalt: salt,
          expiresAt: new Date(Date.now() + VERIFICATION_RULES.codeTtlMinutes * 60_000),
        }),
      );
    });
    try {
      await this.messaging.sendText(
        phone,
        verificationCodeMessage(code, VERIFICATION_RULES.codeTtlMinutes),
        code,
      );
    } catch (error) {
      this.logger.warn(`Could not send a verification code to ${phone}: ${String(error)}`);
      // Nothing was sent, so the failed attempt neither counts against the limits nor replaces a code.
      await this.dataSource.getRepository(WhatsappVerificationEntity).delete({ id: row.id });
      throw new HttpException(
        {
          message:
            'We could not send a WhatsApp message to this number. Check that it uses WhatsApp and try again.',
          code: 'send_failed',
        },
        HttpStatus.BAD_GATEWAY,
      );
    }
    return {
      message: `Verification code sent to ${phone} on WhatsApp. It expires in ${VERIFICATION_RULES.codeTtlMinutes} minutes.`,
      phoneNumber: phone,
      expiresAt: row.expiresAt.toISOString(),
    };
  }

  async verify(user: UserEntity, rawCode: unknown): Promise<WhatsappVerifyResponse> {
    const code = typeof rawCode === 'string' ? rawCode.replace(/\s/g, '') : '';
    if (!code) throw badRequest(WHATSAPP_MESSAGES.codeRequired, 'code_required');
    let outcome: VerifyOutcome;
    try {
      outcome = await this.dataSource.transaction((manager) =>
        this.verifyInTransaction(manager, user.id, code),
      );
    } catch (error) {
      // Two accounts confirming the same number at once: the unique index lets one through.
      if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
      outcome = { kind: 'taken' };
    }
    switch (outcome.kind) {
      case 'connected':
        return { message: 'WhatsApp connected', whatsappNumber: outcome.phone };
      case 'none':
        throw badRequest('No verification code is waiting. Request a new code.', 'no_pending_code');
      case 'expired':
        throw badRequest('This code has expired. Request a new one.', 'code_expired');
      case 'exhausted':
        throw badRequest('Too many attempts. Request a new code.', 'too_many_attempts');
      case 'taken':
        throw new ConflictException({ message: NUMBER_TAKEN, code: 'number_taken' });
      case 'wrong':
        throw badRequest(
          outcome.attemptsLeft > 0
            ? `${WHATSAPP_MESSAGES.invalidCode}. ${outcome.attemptsLeft} attempt${outcome.attemptsLeft === 1 ? '' : 's'} left.`
            : `${WHATSAPP_MESSAGES.invalidCode}. No attempts left: request a new code.`,
          'invalid_code',
        );
    }
  }

  /** Unlinks the number; pending codes go too. Disconnecting twice is not an error. */
  async disable(user: UserEntity): Promise<MessageResponse> {
    await this.dataSource.transaction(async (manager) => {
      await this.users.setWhatsappNumber(manager, user.id, null);
      await manager.delete(WhatsappVerificationEntity, { userId: user.id });
    });
    return { message: 'WhatsApp disconnected' };
  }

  /** A wrong code's attempt is committed before the answer, so it counts even though the call fails. */
  private async verifyInTransaction(
    manager: EntityManager,
    userId: number,
    code: string,
  ): Promise<VerifyOutcome> {
    await this.lockUser(manager, userId);
    const pending = await manager.findOne(WhatsappVerificationEntity, {
      where: { userId },
      order: { id: 'DESC' },
      lock: { mode: 'pessimistic_write' },
    });
    if (!pending) return { kind: 'none' };
    if (pending.expiresAt.getTime() <= Date.now()) return { kind: 'expired' };
    if (pending.attempts >= VERIFICATION_RULES.maxAttempts) return { kind: 'exhausted' };
    const matches =
      /^\d+$/.test(code) && verificationCodeMatches(code, pending.codeSalt, pending.codeHash);
    if (!matches) {
      const attempts = pending.attempts + 1;
      await manager.update(WhatsappVerificationEntity, { id: pending.id }, { attempts });
      return { kind: 'wrong', attemptsLeft: VERIFICATION_RULES.maxAttempts - attempts };
    }
    await this.lockPhone(manager, pending.phone);
    if (await this.users.whatsappNumberTakenByAnother(manager, pending.phone, userId)) {
      return { kind: 'taken' };
    }
    await this.users.setWhatsappNumber(manager, userId, pending.phone);
    await manager.delete(WhatsappVerificationEntity, { userId });
    return { kind: 'connected', phone: pending.phone };
  }

  private async assertMaySend(
    manager: EntityManager,
    userId: number,
    phone: string,
  ): Promise<void> {
    const [mine] = await manager.query<
      { count: number; cooldown: number | null; window_left: number | null }[]
    >(
      `SELECT count(*)::int AS count,
              ceil(extract(epoch FROM max(created_at) + make_interval(secs => $2) - now()))::int AS cooldown,
              ceil(extract(epoch FROM min(created_at) + interval '1 hour' - now()))::int AS window_left
         FROM whatsapp_verifications
        WHERE user_id = $1 AND created_at > now() - interval '1 hour'`,
      [userId, VERIFICATION_RULES.resendCooldownSeconds],
    );
    if (mine && mine.cooldown !== null && mine.cooldown > 0) {
      throw tooMany(
        `A code was sent moments ago. You can request a new one in ${waitText(mine.cooldown)}.`,
        'resend_too_soon',
      );
    }
    if (mine && mine.count >= VERIFICATION_RULES.maxCodesPerHourPerUser) {
      throw tooMany(
        `Too many codes requested. Please try again in ${waitText(Math.max(mine.window_left ?? 60, 1))}.`,
        'too_many_codes',
      );
    }
    const [theirs] = await manager.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM whatsapp_verifications
        WHERE phone = $1 AND created_at > now() - interval '1 hour'`,
      [phone],
    );
    if (theirs && theirs.count >= VERIFICATION_RULES.maxCodesPerHourPerNumber) {
      throw tooMany(
        'Too many codes were sent to this number. Please try again in an hour.',
        'too_many_codes',
      );
    }
  }

  /** Serialises code requests and checks of one account (always taken before a number's lock). */
  private async lockUser(manager: EntityManager, userId: number): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('whatsapp-user'), $1)`, [userId]);
  }

  /** Serialises everything that reads or claims one number, across accounts. */
  private async lockPhone(manager: EntityManager, phone: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('whatsapp-phone'), hashtext($1))`, [
      phone,
    ]);
  }
}
