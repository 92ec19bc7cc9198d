import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Repository } from 'typeorm';
import { sessionSecret } from '../../bootstrap/session.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { UsersService } from '../users/index.js';
import { EmailAddressEntity } from './email-address.entity.js';
import { addressOf } from './mail-address.js';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
/** The token: 45 characters of the account's signature, then its id in 7 (35 bits). */
const SIGNATURE_CHARS = 45;
const ID_CHARS = 7;

function base32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let text = '';
  for (const byte of bytes) {
    value = ((value << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      text += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return bits > 0 ? text + ALPHABET[(value << (5 - bits)) & 31] : text;
}

function idText(id: number): string {
  let text = '';
  for (let rest = id, i = 0; i < ID_CHARS; i += 1, rest = Math.floor(rest / 32))
    text = ALPHABET[rest % 32] + text;
  return text;
}

function idOf(text: string): number {
  let id = 0;
  for (const char of text) id = id * 32 + ALPHABET.indexOf(char);
  return id;
}

/**
 * Each account's private receiving address, `save-<token>@MAIL_DOMAIN`. The token is a signature
 * of the account (HMAC keyed from the session secret) with the account's id, so reading the
 * address writes nothing; Regenerate stores a new random nonce in the signed text, and the old
 * address stops matching at once. Changing `SESSION_SECRET` changes every address.
 */
@Injectable()
export class EmailAddressService implements OnModuleInit {
  private key = Buffer.alloc(0);

  constructor(
    @InjectRepository(EmailAddressEntity)
    private readonly addresses: Repository<EmailAddressEntity>,
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    this.key = createHmac('sha256', await sessionSecret(this.config))
      .update('vault save by e-mail')
      .digest();
  }

  async addressFor(userId: number): Promise<string> {
    return addressOf(this.tokenOf(userId, await this.nonceOf(userId)), this.config.mail.domain);
  }

  /** A new nonce in one write: from its commit on, mail to the old address is refused. */
  async regenerate(userId: number): Promise<string> {
    const nonce = base32(randomBytes(32));
    await this.addresses
      .createQueryBuilder()
      .insert()
      .values({ userId, token: nonce })
      .orUpdate(['token', 'created_at'], ['user_id'])
      .execute();
    return addressOf(this.tokenOf(userId, nonce), this.config.mail.domain);
  }

  /** The account an address's token belongs to, or null (a wrong or outdated signature). */
  async userIdForToken(token: string): Promise<number | null> {
    if (token.length !== SIGNATURE_CHARS + ID_CHARS) return null;
    const userId = idOf(token.slice(SIGNATURE_CHARS));
    if (userId < 1) return null;
    const expected = Buffer.from(this.tokenOf(userId, await this.nonceOf(userId)));
    if (!timingSafeEqual(expected, Buffer.from(token))) return null;
    return (await this.users.findById(userId)) ? userId : null;
  }

  private async nonceOf(userId: number): Promise<string> {
    const row = await this.addresses.findOne({ where: { userId }, select: { token: true } });
    return row?.token ?? '';
  }

  private tokenOf(userId: number, nonce: string): string {
    const signature = createHmac('sha256', this.key).update(`${userId}|${nonce}`).digest();
    return base32(signature).slice(0, SIGNATURE_CHARS) + idText(userId);
  }
}
