import { Badge, Button, Card, HStack, Icon, List, Stack, Text } from '@chakra-ui/react';
import { findPlan, type Plan } from '@vault/contracts';
import type { ReactNode } from 'react';
import { LuCheck } from 'react-icons/lu';
import { formatNumber } from '../../lib/format';
import { formatPrice } from './plan-display';

interface PlanCardProps {
  plan: Plan;
  current?: boolean;
  /** The button (or buttons) at the foot of the card. */
  action?: ReactNode;
}

/** One plan: name, monthly price, limit and features, with 'Most Popular' and 'Current' badges. */
export function PlanCard({ plan, current = false, action }: PlanCardProps) {
  const { label, mostPopular } = findPlan(plan.name);
  const titleId = `plan-${plan.name}-title`;
  return (
    <Card.Root
      as="article"
      aria-labelledby={titleId}
      borderWidth={mostPopular ? '2px' : '1px'}
      borderColor={mostPopular ? 'brand.solid' : undefined}
      height="full"
    >
      <Card.Header gap="2">
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Card.Title as="h3" id={titleId}>
            {label}
          </Card.Title>
          <HStack gap="1">
            {mostPopular ? <Badge colorPalette="brand">Most Popular</Badge> : null}
            {current ? (
              <Badge colorPalette="green" variant="solid">
                Current
              </Badge>
            ) : null}
          </HStack>
        </HStack>
        <HStack align="baseline" gap="1">
          <Text fontSize="4xl" fontWeight="bold" lineHeight="1">
            {formatPrice(plan.price)}
          </Text>
          <Text color="fg.muted">/month</Text>
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          {formatNumber(plan.extractionLimit)} extractions per month
        </Text>
      </Card.Header>
      <Card.Body>
        <List.Root gap="2" variant="plain" aria-label={`${label} features`}>
          {plan.features.map((feature) => (
            <List.Item key={feature}>
              <HStack align="flex-start" gap="2">
                <Icon as={LuCheck} color="brand.fg" mt="1" />
                <Text>{feature}</Text>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
      {action ? (
        <Card.Footer>
          <Stack width="full">{action}</Stack>
        </Card.Footer>
      ) : null}
    </Card.Root>
  );
}

/** The disabled button of the user's own plan. */
export function CurrentPlanButton() {
  return (
    <Button variant="subtle" disabled>
      Current Plan
    </Button>
  );
}
