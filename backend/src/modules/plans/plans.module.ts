import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CreditsModule } from '../credits/index.js';
import { UsersCoreModule } from '../users/index.js';
import { PaidPlanGuard } from './plan-gate.js';
import { PlanChangesService } from './plan-changes.service.js';
import { PlanEntity } from './plan.entity.js';
import { PlansController } from './plans.controller.js';
import { PlansService } from './plans.service.js';
import { QuotaService } from './quota.service.js';

/** Plans and quotas (`plans`): what other modules and the worker check. */
@Module({
  imports: [TypeOrmModule.forFeature([PlanEntity]), CreditsModule, UsersCoreModule],
  providers: [QuotaService, PlansService, PlanChangesService, PaidPlanGuard],
  exports: [QuotaService, PlansService, PlanChangesService, PaidPlanGuard],
})
export class PlansCoreModule {}

/** The plans module with its HTTP routes. */
@Module({
  imports: [PlansCoreModule],
  controllers: [PlansController],
  exports: [PlansCoreModule],
})
export class PlansModule {}
