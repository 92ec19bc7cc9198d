import { findPlan, PLAN_CATALOG } from '@vault/contracts';
import { SimplePage } from '../../components/SimplePage';

const free = findPlan('free');
const paid = PLAN_CATALOG.filter((plan) => plan.name !== 'free')
  .map((plan) => `${plan.label} ${plan.extractionLimit}`)
  .join(' and ');

export function PricingPage() {
  return (
    <SimplePage
      title="Pricing Plans"
      intro={`${free.label} includes ${free.extractionLimit} saves a month; paid plans raise the monthly limit: ${paid}.`}
    />
  );
}
