import { BadRequestException, Injectable } from '@nestjs/common';
import { UsersService, type UserEntity } from '../users/index.js';
import { CredentialsService } from './credentials.service.js';
import type { ChangePasswordDto } from './dto/change-password.dto.js';
import type { RegisterDto } from './dto/register.dto.js';
import { SessionsService } from './sessions.service.js';
import { TokensService } from './tokens/tokens.service.js';

@Injectable()
export class AuthService {
  constructor(
    private readonly usersService: UsersService,
    private readonly credentials: CredentialsService,
    private readonly sessions: SessionsService,
    private readonly tokens: TokensService,
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
   * password may have made either. The asking browser stays signed in under a new session id
   * (`renewSession` gives it one and returns it), so an id someone copied ends too.
   */
  async changePassword(
    user: UserEntity,
    input: ChangePasswordDto,
    renewSession: () => Promise<string>,
  ): Promise<void> {
    if (input.confirmPassword !== undefined && input.confirmPassword !== input.newPassword) {
      throw new BadRequestException({
        message: "Passwords don't match",
        code: 'validation_failed',
      });
    }
    await this.credentials.confirmPassword(user, input.currentPassword);
    await this.usersService.updatePasswordHash(
      user.id,
      await this.credentials.hash(input.newPassword),
    );
    const keptSessionId = await renewSession();
    await this.sessions.endOtherSessions(user.id, keptSessionId);
    await this.tokens.revokeAll(user.id);
  }
}
