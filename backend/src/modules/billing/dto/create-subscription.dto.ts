import { PLAN_NAMES, type PlanName } from '@vault/contracts';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn } from 'class-validator';

/** `POST /api/create-subscription {plan}`: a plan name only; its price comes from configuration. */
export class CreateSubscriptionDto {
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toLowerCase() : value,
  )
  @IsDefined({ message: 'Choose a plan' })
  @IsIn(PLAN_NAMES, { message: `plan must be one of ${PLAN_NAMES.join(', ')}` })
  plan: PlanName;
}
