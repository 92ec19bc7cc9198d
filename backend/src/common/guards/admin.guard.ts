import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
} from '@nestjs/common';
import type { Request } from 'express';

/**
 * Runs after the global authentication guard, so a signed-out request has already had its 401.
 * The user, and so the role, is read from the database on every request.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (request.user?.role !== 'admin') {
      throw new ForbiddenException({
        message: 'This area is for administrators only',
        code: 'admin_only',
      });
    }
    return true;
  }
}
