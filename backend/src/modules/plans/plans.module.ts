import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CreditsModule } from '../credits/index.js';
import { UsersModule } from '../users/index.js';
import { PaidPlanGuard } from './plan-gate.js';
import { PlanChangesService } from './plan-changes.service.js';
import { PlanEntity } from './plan.entity.js';
import { PlansController } from './plans.controller.js';
import { PlansService } from './plans.service.js';
import { QuotaService } from './quota.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([PlanEntity]), CreditsModule, UsersModule],
  controllers: [PlansController],
  providers: [QuotaService, PlansService, PlanChangesService, PaidPlanGuard],
  exports: [QuotaService, PlansService, PlanChangesService, PaidPlanGuard],
})
export class PlansModule {}
