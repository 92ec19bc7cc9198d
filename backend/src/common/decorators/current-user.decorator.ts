import { createParamDecorator, type ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';

/** The signed-in user (from the session or a Bearer token), fresh from the database for this request. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const request = context.switchToHttp().getRequest<Request>();
  if (!request.user) throw new UnauthorizedException('Please sign in');
  return request.user;
});
