import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import type { UserEntity } from '../users/index.js';
import { CredentialsService } from './credentials.service.js';

export const INVALID_CREDENTIALS = 'Invalid username or password';

/** Passport's local strategy: the same answer for an unknown user and a wrong password. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly credentials: CredentialsService) {
    super({ usernameField: 'username', passwordField: 'password', passReqToCallback: true });
  }

  async validate(request: Request, username: string, password: string): Promise<UserEntity> {
    const user = await this.credentials.verifySignIn(username, password, request.ip);
    if (!user) throw new UnauthorizedException(INVALID_CREDENTIALS);
    return user;
  }
}
