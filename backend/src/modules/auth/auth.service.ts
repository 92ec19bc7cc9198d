import { BadRequestException, Injectable } from '@nestjs/common';
import { UsersService, type UserEntity } from '../users/index.js';
import { CredentialsService } from './credentials.service.js';
import { FailedAttemptsService, passwordKey } from './failed-attempts.service.js';
import type { ChangePasswordDto } from './dto/change-password.dto.js';
import type { RegisterDto } from './dto/register.dto.js';
import { SessionsService } from './sessions.service.js';
import { TokensService } from './tokens/tokens.service.js';

/** What made the password-change request: it stays signed in, everything else is ended. */
export interface CurrentCredential {
  sessionId?: string | undefined;
  tokenId?: number | undefined;
}

@Injectable()
export class AuthService {
  constructor(
    private readonly usersService: UsersService,
    private readonly credentials: CredentialsService,
    private readonly sessions: SessionsService,
    private readonly tokens: TokensService,
    private readonly failedAttempts: FailedAttemptsService,
  ) {}

  async register(input: RegisterDto): Promise<UserEntity> {
    return this.usersService.create({
      username: input.username,
      email: input.email.toLowerCase(),
      passwordHash: await this.credentials.hash(input.password),
    });
  }

  /**
   * Changes the password and ends every other session and every API token: whoever knew the old
   * password may have made either. The session or token that asked stays signed in.
   */
  async changePassword(
    user: UserEntity,
    input: ChangePasswordDto,
    current: CurrentCredential,
  ): Promise<void> {
    if (input.confirmPassword !== undefined && input.confirmPassword !== input.newPassword) {
      throw new BadRequestException({
        message: "Passwords don't match",
        code: 'validation_failed',
      });
    }
    await this.failedAttempts.assertAllowed([passwordKey(user.id)]);
    if (!(await this.credentials.matches(user.passwordHash, input.currentPassword))) {
      await this.failedAttempts.record([passwordKey(user.id)]);
      throw new BadRequestException({
        message: 'Current password is incorrect',
        code: 'wrong_password',
      });
    }
    await this.usersService.updatePasswordHash(
      user.id,
      await this.credentials.hash(input.newPassword),
    );
    await this.sessions.endOtherSessions(user.id, current.sessionId);
    await this.tokens.revokeAllExcept(user.id, current.tokenId);
  }
}
