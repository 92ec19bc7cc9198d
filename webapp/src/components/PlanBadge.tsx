import { Badge, type BadgeProps } from '@chakra-ui/react';
import { effectivePlan, findPlan, type PlanName } from '@vault/contracts';

const PALETTE: Record<PlanName, BadgeProps['colorPalette']> = {
  free: 'gray',
  pro: 'brand',
  premium: 'orange',
};

interface PlanBadgeProps extends Omit<BadgeProps, 'children'> {
  plan: string | null | undefined;
  status?: string | null | undefined;
}

/** Free, Pro or Premium: the plan the user effectively has (a non-active subscription is free). */
export function PlanBadge({ plan, status, ...props }: PlanBadgeProps) {
  const name = effectivePlan(plan, status);
  return (
    <Badge colorPalette={PALETTE[name]} variant="subtle" {...props}>
      {findPlan(name).label}
    </Badge>
  );
}
