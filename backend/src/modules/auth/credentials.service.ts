import { BadRequestException, Injectable, type OnModuleInit } from '@nestjs/common';
import argon2 from 'argon2';
import { UsersService, type UserEntity } from '../users/index.js';
import { DeviceTokensService } from './device-tokens.service.js';
import {
  deviceKey,
  FailedAttemptsService,
  passwordKey,
  signInKeys,
} from './failed-attempts.service.js';

/** Password hashing (argon2id) and verification, in constant shape whether or not the user exists. */
@Injectable()
export class CredentialsService implements OnModuleInit {
  /** Verified against when the username is unknown, so timing does not reveal which usernames exist. */
  private dummyHash = '';

  constructor(
    private readonly usersService: UsersService,
    private readonly failedAttempts: FailedAttemptsService,
    private readonly devices: DeviceTokensService,
  ) {}

  async onModuleInit(): Promise<void> {
    this.dummyHash = await this.hash('vault-dummy-password');
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
  }

  matches(hash: string, password: string): Promise<boolean> {
    return argon2.verify(hash, password).catch(() => false);
  }

  async verify(username: string, password: string): Promise<UserEntity | null> {
    const user = await this.findAccount(username);
    return this.check(user, password);
  }

  private findAccount(username: string): Promise<UserEntity | null> {
    return username ? this.usersService.findByUsername(username.trim()) : Promise.resolve(null);
  }

  private async check(user: UserEntity | null, password: string): Promise<UserEntity | null> {
    const valid = await this.matches(user?.passwordHash ?? this.dummyHash, password);
    return user && valid ? user : null;
  }

  /**
   * The signed-in person's password again, before a change that must not rest on a stolen session
   * alone (password change, account deletion). Wrong answers count toward the account's limit.
   */
  async confirmPassword(user: UserEntity, password: string): Promise<void> {
    await this.failedAttempts.assertAllowed([passwordKey(user.id)]);
    if (!(await this.matches(user.passwordHash, password))) {
      await this.failedAttempts.record([passwordKey(user.id)]);
      throw new BadRequestException({
        message: 'Current password is incorrect',
        code: 'wrong_password',
      });
    }
  }

  /**
   * A sign-in by password (session or extension token): refused with 429 once the account or the
   * address has too many recent failures. Unknown and existing accounts count alike. A device
   * that signed in to this account before (`deviceToken`, see DeviceTokensService) is not held by
   * failures from elsewhere: only its own failures count against it.
   */
  async verifySignIn(
    username: string,
    password: string,
    address: string | undefined,
    deviceToken?: string,
  ): Promise<UserEntity | null> {
    const account = await this.findAccount(username);
    const device = account ? this.devices.verify(deviceToken, account.id) : null;
    const keys = signInKeys(username, address);
    const counted = device ? [deviceKey(device.deviceId)] : [keys.account, keys.address];
    await this.failedAttempts.assertAllowed(counted);
    const user = await this.check(account, password);
    if (user) await this.failedAttempts.clear(device ? counted[0]! : keys.account);
    else await this.failedAttempts.record(counted);
    return user;
  }
}
