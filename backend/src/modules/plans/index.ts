// The plans module's public surface: other modules import only from here.
export { PlansCoreModule, PlansModule } from './plans.module.js';
export { PlansService } from './plans.service.js';
export { type Charge, QuotaService } from './quota.service.js';
export {
  type AllowanceGrownListener,
  type PlanChange,
  PlanChangesService,
} from './plan-changes.service.js';
export {
  assertPaidPlan,
  type PaidFeature,
  PaidPlanGuard,
  planIncludes,
  RequiresPaidPlan,
} from './plan-gate.js';
