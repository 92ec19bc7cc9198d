import { Card, Tabs } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

export type AccountTab = 'signin' | 'signup';

interface AccountCardProps {
  tab: AccountTab;
  onTabChange: (tab: AccountTab) => void;
}

/**
 * The Account card of the signed-out home: Sign In and Sign Up tabs (spec 2.4). Both forms are in
 * the prerendered HTML (the other one hidden), so a tab switches before the app has started
 * (index.html) and what the visitor types there is kept.
 */
export function AccountCard({ tab, onTabChange }: AccountCardProps) {
  return (
    <Card.Root id="account" data-testid="account-card" scrollMarginTop="24">
      <Card.Header>
        <Card.Title as="h2">Account</Card.Title>
        <Card.Description>Sign in, or create a free account to start saving.</Card.Description>
      </Card.Header>
      <Card.Body>
        <Tabs.Root
          recipe={tabsSlotRecipe}
          value={tab}
          onValueChange={(details) => onTabChange(details.value === 'signup' ? 'signup' : 'signin')}
          variant="enclosed"
          fitted
        >
          <Tabs.List mb="4">
            <Tabs.Trigger value="signin">Sign In</Tabs.Trigger>
            <Tabs.Trigger value="signup">Sign Up</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="signin">
            <SignInForm />
          </Tabs.Content>
          <Tabs.Content value="signup">
            <SignUpForm />
          </Tabs.Content>
        </Tabs.Root>
      </Card.Body>
    </Card.Root>
  );
}
