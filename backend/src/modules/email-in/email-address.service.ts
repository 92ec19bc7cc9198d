import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { Repository } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { EmailAddressEntity } from './email-address.entity.js';
import { addressOf } from './mail-address.js';

/** 32 random bytes as lower-case base32: 52 letters and digits, safe in any mail system's local part. */
function newToken(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  let bits = 0;
  let value = 0;
  let token = '';
  for (const byte of randomBytes(32)) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      token += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return bits > 0 ? token + alphabet[(value << (5 - bits)) & 31] : token;
}

/** Each account's private receiving address: made on first request, replaced on regenerate. */
@Injectable()
export class EmailAddressService {
  constructor(
    @InjectRepository(EmailAddressEntity)
    private readonly addresses: Repository<EmailAddressEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async addressFor(userId: number): Promise<string> {
    // Two first requests at once: the second inserts nothing and reads the first's token.
    await this.addresses
      .createQueryBuilder()
      .insert()
      .values({ userId, token: newToken() })
      .orIgnore()
      .execute();
    const row = await this.addresses.findOneByOrFail({ userId });
    return addressOf(row.token, this.config.mail.domain);
  }

  /** A new token in one update: from its commit on, mail to the old address is refused. */
  async regenerate(userId: number): Promise<string> {
    const token = newToken();
    await this.addresses
      .createQueryBuilder()
      .insert()
      .values({ userId, token })
      .orUpdate(['token', 'created_at'], ['user_id'])
      .execute();
    return addressOf(token, this.config.mail.domain);
  }

  /** The account an address's token belongs to, or null. */
  async userIdForToken(token: string): Promise<number | null> {
    const row = await this.addresses.findOne({ where: { token }, select: { userId: true } });
    return row?.userId ?? null;
  }
}
