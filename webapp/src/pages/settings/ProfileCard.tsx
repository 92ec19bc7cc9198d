import { Card, DataList } from '@chakra-ui/react';
import type { User } from '@vault/contracts';
import { formatNumber, planLabel } from '../../lib/format';

/** Username, e-mail, plan and usage (spec 2.10). */
export function ProfileCard({ user }: { user: User }) {
  const rows = [
    { label: 'Username', value: user.username },
    { label: 'Email', value: user.email ?? 'No email' },
    {
      label: 'Subscription plan',
      value: planLabel(user.subscriptionPlan, user.subscriptionStatus),
    },
    {
      label: 'Usage',
      value: `${formatNumber(user.usageCount)} / ${formatNumber(user.usageLimit)} extractions`,
    },
  ];
  return (
    <Card.Root as="section" aria-labelledby="profile-title">
      <Card.Header>
        <Card.Title as="h2" id="profile-title">
          Profile
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation="horizontal">
          {rows.map((row) => (
            <DataList.Item key={row.label}>
              <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
              <DataList.ItemValue>{row.value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
