import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { Request } from 'express';
import { CsrfExempt } from '../../../common/decorators/csrf-exempt.decorator.js';
import { Public } from '../../../common/decorators/public.decorator.js';
import { StripeWebhookService, type WebhookReceipt } from './stripe-webhook.service.js';

/** `POST /api/stripe/webhook`: signed by Stripe, so no session and no same-origin check. */
@Controller('stripe')
export class StripeWebhookController {
  constructor(private readonly webhooks: StripeWebhookService) {}

  @Post('webhook')
  @Public()
  @CsrfExempt()
  @HttpCode(200)
  @ApiExcludeEndpoint()
  receive(
    @Req() request: Request,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<WebhookReceipt> {
    // The body is the raw Buffer (stripeWebhookBodyParser): the signature covers its bytes.
    return this.webhooks.receive(request.body, signature);
  }
}
