import { Card, List } from '@chakra-ui/react';
import { LIMITS } from '@vault/contracts';

const TIPS = [
  `Use 8 or more characters: Vault accepts ${LIMITS.passwordMinLength}, but longer is much harder to guess.`,
  'Mix upper and lower case letters, numbers and symbols, or use a phrase of several words.',
  'Never reuse a password from another site; a password manager makes that easy.',
  'Changing your password signs out your other devices and ends your API tokens.',
  'Revoke API tokens you no longer use, and sign out on shared computers.',
];

export function SecurityTipsCard() {
  return (
    <Card.Root as="section" aria-labelledby="security-tips-title">
      <Card.Header>
        <Card.Title as="h2" id="security-tips-title">
          Security Tips
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <List.Root gap="2" ps="5">
          {TIPS.map((tip) => (
            <List.Item key={tip}>{tip}</List.Item>
          ))}
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}
