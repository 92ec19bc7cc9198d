import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  SetMetadata,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { isPaidPlan, UPGRADE_REQUIRED_CODE, type User } from '@vault/contracts';
import type { Request } from 'express';

/** The features only Pro and Premium include (spec 2.8, 6). */
export type PaidFeature = 'notesAndTags' | 'boards' | 'media' | 'feeds' | 'pageCopies';

const UPGRADE_MESSAGES: Record<PaidFeature, string> = {
  notesAndTags: 'Notes and tags are part of the Pro and Premium plans. Upgrade to add them.',
  boards: 'Kanban boards are part of the Pro and Premium plans. Upgrade to use them.',
  media: 'Media attachments are part of the Pro and Premium plans. Upgrade to add them.',
  feeds: 'Feed subscriptions are part of the Pro and Premium plans. Upgrade to follow feeds.',
  pageCopies: 'Saved copies of pages are part of the Pro and Premium plans. Upgrade to keep them.',
};

type PlanHolder = Pick<User, 'subscriptionPlan' | 'subscriptionStatus'>;

/** Whether the account's plan includes a paid feature (every paid feature comes with every paid plan). */
export function planIncludes(user: PlanHolder, _feature: PaidFeature): boolean {
  return isPaidPlan(user.subscriptionPlan, user.subscriptionStatus);
}

/**
 * Refuses a paid feature on the free plan with 403 and an upgrade message. Plan names compare
 * case-insensitively and a subscription that is not active counts as free.
 */
export function assertPaidPlan(user: PlanHolder, feature: PaidFeature): void {
  if (planIncludes(user, feature)) return;
  throw new ForbiddenException({ message: UPGRADE_MESSAGES[feature], code: UPGRADE_REQUIRED_CODE });
}

const PAID_FEATURE_KEY = 'vault:paidFeature';

/** Guards a whole route behind a paid plan: `@RequiresPaidPlan('boards')`. */
@Injectable()
export class PaidPlanGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const feature = this.reflector.getAllAndOverride<PaidFeature | undefined>(PAID_FEATURE_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!feature) return true;
    const user = context.switchToHttp().getRequest<Request>().user;
    if (!user)
      throw new UnauthorizedException({ message: 'Please sign in', code: 'unauthenticated' });
    assertPaidPlan(user, feature);
    return true;
  }
}

export const RequiresPaidPlan = (feature: PaidFeature) =>
  applyDecorators(SetMetadata(PAID_FEATURE_KEY, feature), UseGuards(PaidPlanGuard));
