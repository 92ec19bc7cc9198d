import {
  type CanActivate,
  type ExecutionContext,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { IS_PUBLIC_KEY } from '../../common/decorators/public.decorator.js';
import { TokensService } from './tokens/tokens.service.js';

/**
 * Global guard: every route needs a signed-in user (session cookie or Bearer token) unless it is
 * marked `@Public()`. A missing decorator can never open a route.
 */
@Injectable()
export class AuthenticationGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokensService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (bearer) {
      const found = await this.tokens.authenticate(bearer);
      if (!found)
        throw new UnauthorizedException({
          message: 'Invalid or revoked API token',
          code: 'invalid_token',
        });
      request.user = found.user;
      request.authMethod = 'token';
      request.apiTokenId = found.tokenId;
    } else if (request.user) {
      request.authMethod = 'session';
    }
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic || request.user) return true;
    throw new UnauthorizedException({ message: 'Please sign in', code: 'unauthenticated' });
  }
}
