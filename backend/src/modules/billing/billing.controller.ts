import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import type { BillingPortalResponse, CreateSubscriptionResponse } from '@vault/contracts';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import type { UserEntity } from '../users/index.js';
import { BillingService } from './billing.service.js';
import { BillingPortalDto } from './dto/billing-portal.dto.js';
import { CreateSubscriptionDto } from './dto/create-subscription.dto.js';
import { CreateTopUpDto } from './dto/create-top-up.dto.js';

/** Upgrades, top-ups and the Customer Portal, for the signed-in user (spec 7). */
@Controller()
export class BillingController {
  constructor(private readonly billing: BillingService) {}

  @Post('create-subscription')
  @HttpCode(200)
  createSubscription(
    @CurrentUser() user: UserEntity,
    @Body() body: CreateSubscriptionDto,
  ): Promise<CreateSubscriptionResponse> {
    return this.billing.subscribe(user, body.plan);
  }

  @Post('create-topup')
  @HttpCode(200)
  createTopUp(
    @CurrentUser() user: UserEntity,
    @Body() body: CreateTopUpDto,
  ): Promise<CreateSubscriptionResponse> {
    return this.billing.topUp(user, body.amount);
  }

  @Post('billing/portal')
  @HttpCode(200)
  async portal(
    @CurrentUser() user: UserEntity,
    @Body() body: BillingPortalDto,
  ): Promise<BillingPortalResponse> {
    return { url: await this.billing.portal(user, body.returnPath ?? '/pricing') };
  }
}
