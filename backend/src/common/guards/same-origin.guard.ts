import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { CSRF_EXEMPT_KEY } from '../decorators/csrf-exempt.decorator.js';
import { assertSameOrigin, hasBearerToken, isSafeMethod } from '../http/same-origin.js';

/** Global guard: refuses cross-site state-changing requests; Bearer requests carry no ambient authority. */
@Injectable()
export class SameOriginGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (isSafeMethod(request.method) || hasBearerToken(request)) return true;
    const exempt = this.reflector.getAllAndOverride<boolean>(CSRF_EXEMPT_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (exempt) return true;
    assertSameOrigin(request, this.config.appUrl);
    return true;
  }
}
