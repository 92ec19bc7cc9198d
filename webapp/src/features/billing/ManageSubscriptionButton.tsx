import { Button, type ButtonProps } from '@chakra-ui/react';
import { LuExternalLink } from 'react-icons/lu';
import { useBillingPortal } from './use-billing-portal';

interface ManageSubscriptionButtonProps extends Omit<ButtonProps, 'onClick' | 'loading'> {
  returnPath: '/pricing' | '/settings';
}

/** Opens the Stripe Customer Portal: change plan, cancel, payment method and invoices. */
export function ManageSubscriptionButton({
  returnPath,
  children = 'Manage subscription',
  ...props
}: ManageSubscriptionButtonProps) {
  const portal = useBillingPortal(returnPath);
  return (
    <Button variant="outline" {...props} loading={portal.isPending} onClick={() => portal.mutate()}>
      {children} <LuExternalLink />
    </Button>
  );
}
