import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, LessThan, MoreThan, type Repository } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { AuthFailureEntity } from './auth-failure.entity.js';

export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export const TOO_MANY_FAILURES_MESSAGE =
  'Too many failed attempts. Please wait 15 minutes and try again.';

/**
 * Counts failed password checks per account and per address over 15 minutes, so guessing is
 * slow even from many addresses (the per-minute throttle only sees one address at a time).
 */
@Injectable()
export class FailedAttemptsService {
  constructor(
    @InjectRepository(AuthFailureEntity) private readonly failures: Repository<AuthFailureEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Throws 429 when any key already has the allowed number of failures in the window. */
  async assertAllowed(keys: string[]): Promise<void> {
    const since = new Date(Date.now() - FAILURE_WINDOW_MS);
    for (const key of keys) {
      const count = await this.failures.count({ where: { key, createdAt: MoreThan(since) } });
      if (count >= this.config.authFailureLimit) {
        throw new HttpException(
          { message: TOO_MANY_FAILURES_MESSAGE, code: 'too_many_failures' },
          HttpStatus.TOO_MANY_REQUESTS,
        );
      }
    }
  }

  async record(keys: string[]): Promise<void> {
    await this.failures.insert(keys.map((key) => ({ key })));
    // Rows older than the window count for nothing; drop them as the keys are touched.
    await this.failures.delete({
      key: In(keys),
      createdAt: LessThan(new Date(Date.now() - FAILURE_WINDOW_MS)),
    });
  }

  async clear(key: string): Promise<void> {
    await this.failures.delete({ key });
  }

  /** Account deletion: the failures name the account (its username), so they go with it. */
  async forgetAccount(manager: EntityManager, userId: number, username: string): Promise<void> {
    await manager.delete(AuthFailureEntity, {
      key: In([signInKeys(username, undefined).account, passwordKey(userId)]),
    });
  }
}

export const signInKeys = (username: string, address: string | undefined) => ({
  account: `sign-in:account:${username.trim().toLowerCase()}`,
  address: `sign-in:address:${address ?? 'unknown'}`,
});

export const passwordKey = (userId: number) => `password:account:${userId}`;

/** Failures from a device holding the account's device token count here, not on the account. */
export const deviceKey = (deviceId: string) => `sign-in:device:${deviceId}`;
