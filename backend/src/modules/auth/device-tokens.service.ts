import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Request, Response } from 'express';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sessionSecret } from '../../bootstrap/session.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';

export const DEVICE_COOKIE_NAME = 'vault.device';
const DEVICE_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;
const FORMAT = /^v1\.(\d{1,10})\.([\w-]{22})\.([\w-]{43})$/;

/** A device that has signed in to an account before: its own id, for counting its failures. */
export interface KnownDevice {
  userId: number;
  deviceId: string;
}

/**
 * OWASP's "device cookies": a browser (or the extension) that has signed in to an account gets a
 * signed token naming the account and the device. Failures from elsewhere lock the account for
 * everyone else, but not for a device holding a valid token; that device's own failures count
 * against it alone. Nothing is stored: the HMAC proves the server issued it.
 */
@Injectable()
export class DeviceTokensService implements OnModuleInit {
  private key = Buffer.alloc(0);

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async onModuleInit(): Promise<void> {
    // Derived, so the session secret itself never signs anything but sessions.
    this.key = createHmac('sha256', await sessionSecret(this.config))
      .update('vault device tokens')
      .digest();
  }

  issue(userId: number): string {
    const deviceId = randomBytes(16).toString('base64url');
    return `v1.${userId}.${deviceId}.${this.sign(userId, deviceId)}`;
  }

  /** The device a token names, when it is ours and for `userId`; otherwise null. */
  verify(token: string | undefined, userId: number): KnownDevice | null {
    const match = FORMAT.exec(token ?? '');
    if (!match || Number(match[1]) !== userId) return null;
    const expected = Buffer.from(this.sign(userId, match[2]!));
    const given = Buffer.from(match[3]!);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return { userId, deviceId: match[2]! };
  }

  /** The browser's device cookie, or undefined. */
  fromCookie(request: Request): string | undefined {
    const cookies = request.headers.cookie ?? '';
    return new RegExp(`(?:^|;\\s*)${DEVICE_COOKIE_NAME.replace('.', '\\.')}=([^;]+)`).exec(
      cookies,
    )?.[1];
  }

  /** Gives the browser its device cookie for `userId` (kept when it already holds a valid one). */
  remember(request: Request, response: Response, userId: number): void {
    if (this.verify(this.fromCookie(request), userId)) return;
    response.cookie(DEVICE_COOKIE_NAME, this.issue(userId), {
      httpOnly: true,
      sameSite: 'lax',
      secure: request.secure,
      maxAge: DEVICE_COOKIE_MAX_AGE_MS,
      path: '/api',
    });
  }

  private sign(userId: number, deviceId: string): string {
    return createHmac('sha256', this.key).update(`${userId}.${deviceId}`).digest('base64url');
  }
}
