import {
  BadRequestException,
  type ExecutionContext,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { INVALID_CREDENTIALS } from './local.strategy.js';

/** Signs in with username and password and starts a fresh session (Passport regenerates its id). */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (typeof body.username !== 'string' || !body.username.trim()) {
      throw new BadRequestException({ message: 'Username is required', code: 'validation_failed' });
    }
    if (typeof body.password !== 'string' || !body.password) {
      throw new BadRequestException({ message: 'Password is required', code: 'validation_failed' });
    }
    const result = (await super.canActivate(context)) as boolean;
    await super.logIn(request);
    return result;
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error)
      throw error instanceof Error ? error : new UnauthorizedException(INVALID_CREDENTIALS);
    if (!user) throw new UnauthorizedException(INVALID_CREDENTIALS);
    return user;
  }
}
