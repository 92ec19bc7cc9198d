import { Controller, Get, Inject } from '@nestjs/common';
import type { PublicConfig } from '@vault/contracts';
import { Public } from '../../common/decorators/public.decorator.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { APP_VERSION } from '../../config/version.js';

/** `GET /api/config`: the runtime settings the webapp needs before anyone signs in. */
@Controller('config')
export class PublicConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  @Public()
  get(): PublicConfig {
    return {
      launchMode: this.config.launchMode,
      stripeEnabled: Boolean(this.config.stripe.secretKey),
      whatsappEnabled: Boolean(this.config.whatsapp.token && this.config.whatsapp.phoneNumberId),
      version: APP_VERSION,
    };
  }
}
