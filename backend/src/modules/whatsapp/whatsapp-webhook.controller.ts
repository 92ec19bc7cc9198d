import {
  Controller,
  ForbiddenException,
  Get,
  Headers,
  HttpCode,
  Post,
  Req,
  Res,
  type RawBodyRequest,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CsrfExempt } from '../../common/decorators/csrf-exempt.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { type WebhookReceipt, WhatsappWebhookService } from './whatsapp-webhook.service.js';

/** `/api/whatsapp/webhook`: called by Meta, so no session and no same-origin check; signed instead. */
@ApiExcludeController()
@Controller('whatsapp/webhook')
@Public()
@CsrfExempt()
export class WhatsappWebhookController {
  constructor(private readonly webhooks: WhatsappWebhookService) {}

  /** Meta's subscription handshake: echo `hub.challenge` when `hub.verify_token` is ours. */
  @Get()
  handshake(@Req() request: Request, @Res() response: Response): void {
    const query = request.query;
    const challenge = this.webhooks.handshake(
      query['hub.mode'],
      query['hub.verify_token'],
      query['hub.challenge'],
    );
    if (challenge === null) {
      throw new ForbiddenException({
        message: 'Webhook verification failed',
        code: 'invalid_verify_token',
      });
    }
    response.status(200).type('text/plain').send(challenge);
  }

  @Post()
  @HttpCode(200)
  receive(
    @Req() request: RawBodyRequest<Request>,
    @Headers('x-hub-signature-256') signature: string | undefined,
  ): Promise<WebhookReceipt> {
    // `rawBody` is kept by the JSON parser (bootstrap/json-body.ts): Meta signs its bytes.
    return this.webhooks.receive(request.rawBody, signature, request.body);
  }
}
