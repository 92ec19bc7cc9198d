import { ForbiddenException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { describe, expect, it } from 'vitest';
import { assertPaidPlan, PaidPlanGuard, RequiresPaidPlan } from './plan-gate.js';

function forbidden(run: () => unknown): { message?: string; code?: string } | null {
  try {
    run();
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ForbiddenException);
    return (error as ForbiddenException).getResponse() as { message?: string; code?: string };
  }
}

describe('assertPaidPlan', () => {
  it.each([
    ['pro', 'active'],
    ['premium', 'active'],
    ['Premium', 'ACTIVE'],
  ])('lets %s (%s) use paid features', (plan, status) => {
    expect(
      forbidden(() =>
        assertPaidPlan({ subscriptionPlan: plan, subscriptionStatus: status }, 'boards'),
      ),
    ).toBeNull();
  });

  it.each([
    ['free', 'active'],
    ['pro', 'past_due'],
    ['premium', 'canceled'],
    ['gold', 'active'],
  ])('refuses %s (%s) with 403 and an upgrade message', (plan, status) => {
    const body = forbidden(() =>
      assertPaidPlan({ subscriptionPlan: plan, subscriptionStatus: status }, 'media'),
    );
    expect(body).toEqual({
      message: 'Media attachments are part of the Pro and Premium plans. Upgrade to add them.',
      code: 'upgrade_required',
    });
  });
});

describe('PaidPlanGuard', () => {
  class BoardsController {
    @RequiresPaidPlan('boards')
    list(this: void): void {}

    open(this: void): void {}
  }

  function context(handler: () => void, user: object | undefined): ExecutionContext {
    return {
      getHandler: () => handler,
      getClass: () => BoardsController,
      switchToHttp: () => ({ getRequest: () => ({ user }) }),
    } as unknown as ExecutionContext;
  }

  const guard = new PaidPlanGuard(new Reflector());
  const free = { subscriptionPlan: 'free', subscriptionStatus: 'active' };
  const pro = { subscriptionPlan: 'pro', subscriptionStatus: 'active' };

  it('guards only the routes marked with @RequiresPaidPlan', () => {
    expect(guard.canActivate(context(BoardsController.prototype.open, free))).toBe(true);
    expect(guard.canActivate(context(BoardsController.prototype.list, pro))).toBe(true);
    const body = forbidden(() => guard.canActivate(context(BoardsController.prototype.list, free)));
    expect(body?.message).toMatch(/Kanban boards .* Upgrade/);
  });
});
