import { Module } from '@nestjs/common';
import { CreditsModule } from '../credits/credits.module.js';
import { QuotaService } from './quota.service.js';

@Module({
  imports: [CreditsModule],
  providers: [QuotaService],
  exports: [QuotaService],
})
export class PlansModule {}
