import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { ApiTokenScope } from '@vault/contracts';
import type { Request } from 'express';
import { IS_PUBLIC_KEY } from '../../common/decorators/public.decorator.js';
import { TOKEN_SCOPE_KEY } from '../../common/decorators/token-scope.decorator.js';
import { TokensService } from './tokens/tokens.service.js';

/**
 * Global guard: every route needs a signed-in user (session cookie or Bearer token) unless it is
 * marked `@Public()`. A Bearer token reaches only routes marked `@TokenScope(scope)` for a scope it
 * holds. A missing decorator can never open a route.
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
      request.apiTokenScopes = found.scopes;
    } else if (request.user) {
      request.authMethod = 'session';
    }
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets);
    if (isPublic) return true;
    if (!request.user) {
      throw new UnauthorizedException({ message: 'Please sign in', code: 'unauthenticated' });
    }
    if (request.authMethod === 'token') {
      const scope = this.reflector.getAllAndOverride<ApiTokenScope | undefined>(
        TOKEN_SCOPE_KEY,
        targets,
      );
      assertTokenMayUse(scope, request.apiTokenScopes ?? []);
    }
    return true;
  }
}

/** 403 unless the route opens to tokens and the token holds the scope it needs. */
function assertTokenMayUse(scope: ApiTokenScope | undefined, held: readonly string[]): void {
  if (!scope) {
    throw new ForbiddenException({
      message: 'This needs you signed in to Vault in a browser; an API token cannot do it',
      code: 'session_required',
    });
  }
  if (!held.includes(scope)) {
    throw new ForbiddenException({
      message: `This API token does not allow ${scope}`,
      code: 'insufficient_scope',
    });
  }
}
