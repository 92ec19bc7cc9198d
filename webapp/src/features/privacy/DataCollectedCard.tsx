import { Card, Link, List, Text } from '@chakra-ui/react';
import { DATA_COLLECTED, PRIVACY_CONTACT_EMAIL } from '@vault/contracts';
import { Link as RouterLink } from 'react-router';

/** What Vault collects, where the policies are, and whom to ask. */
export function DataCollectedCard() {
  return (
    <Card.Root as="section" aria-labelledby="collected-title">
      <Card.Header>
        <Card.Title as="h2" id="collected-title">
          Data We Collect
        </Card.Title>
      </Card.Header>
      <Card.Body gap="4">
        <List.Root gap="2" ps="5">
          {DATA_COLLECTED.map((entry) => (
            <List.Item key={entry}>{entry}</List.Item>
          ))}
        </List.Root>
        <Text color="fg.muted">
          Read the{' '}
          <Link asChild colorPalette="brand">
            <RouterLink to="/privacy">Privacy Policy</RouterLink>
          </Link>{' '}
          and the{' '}
          <Link asChild colorPalette="brand">
            <RouterLink to="/cookies">Cookie Policy</RouterLink>
          </Link>
          . Questions or requests about your data:{' '}
          <Link colorPalette="brand" href={`mailto:${PRIVACY_CONTACT_EMAIL}`}>
            contact our privacy team
          </Link>
          .
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
