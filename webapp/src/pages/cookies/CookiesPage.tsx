import { Stack, Text } from '@chakra-ui/react';
import { COOKIE_CATEGORIES } from '@vault/contracts';
import { SimplePage } from '../../components/SimplePage';
import { CookieCategoryCard } from '../../features/legal/CookieCategoryCard';

export function CookiesPage() {
  return (
    <SimplePage title="Cookie Policy" intro="Which cookies Vault sets, and what each one is for.">
      <Text>
        Vault uses a single essential cookie to keep you signed in. It sets no analytics,
        advertising or third-party cookies, so there is nothing optional to switch on: the Accept
        buttons below only show your choice and store nothing.
      </Text>
      <Stack gap="4">
        {COOKIE_CATEGORIES.map((category) => (
          <CookieCategoryCard key={category.name} category={category} />
        ))}
      </Stack>
      <Text color="fg.muted">
        You can delete cookies at any time in your browser settings; you will then need to sign in
        again.
      </Text>
    </SimplePage>
  );
}
