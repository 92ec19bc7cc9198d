import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import type { UserEntity } from '../users/index.js';
import { CredentialsService } from './credentials.service.js';
import { DeviceTokensService } from './device-tokens.service.js';

export const INVALID_CREDENTIALS = 'Invalid username or password';

/** Passport's local strategy: the same answer for an unknown user and a wrong password. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(
    private readonly credentials: CredentialsService,
    private readonly devices: DeviceTokensService,
  ) {
    super({ usernameField: 'username', passwordField: 'password', passReqToCallback: true });
  }

  async validate(request: Request, username: string, password: string): Promise<UserEntity> {
    const user = await this.credentials.verifySignIn(
      username,
      password,
      request.ip,
      this.devices.fromCookie(request),
    );
    if (!user) throw new UnauthorizedException(INVALID_CREDENTIALS);
    return user;
  }
}
