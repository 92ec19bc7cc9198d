import { Box, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { PUBLIC_PAGES } from '@vault/contracts';
import { useState } from 'react';
import { AccountCard, type AccountTab } from '../auth/AccountCard';
import { FeaturesCard } from './FeaturesCard';
import { GetStartedCard } from './GetStartedCard';
import { PlatformSupportCard } from './PlatformSupportCard';
import { PressStrip } from './PressStrip';
import { Testimonials } from './Testimonials';

/** The home page for a visitor who is not signed in (spec 2.4). */
export function SignedOutHome() {
  const [tab, setTab] = useState<AccountTab>('signin');

  const startFreeTrial = () => {
    setTab('signup');
    document.getElementById('account')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <Box bgGradient="to-b" gradientFrom="brand.subtle" gradientTo="bg" gradientVia="bg">
      <title>{PUBLIC_PAGES.home.title}</title>
      <Container maxW="6xl" pt={{ base: '8', md: '14' }} pb="10">
        <Stack gap="3" mb={{ base: '6', md: '10' }} maxW="3xl">
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} letterSpacing="tight">
            Keep what you find{' '}
            <Box as="span" color="brand.fg">
              online
            </Box>
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
            Save posts, videos and articles from social platforms and the web. Vault extracts the
            content and keeps it in your own searchable library.
          </Text>
        </Stack>
        <Grid templateColumns={{ base: '1fr', lg: '1.3fr 1fr' }} gap="6" alignItems="start">
          {/*
            The Account card comes first in the HTML, as it does on a phone's screen, and wide
            screens place both columns explicitly: a browser that paints the page before it has
            read all of it (a slow phone does) then never moves a card that is already shown.
            Reordering with `order` moved the Features card down by the Account card's height.
          */}
          <Stack gap="6" gridColumn={{ lg: '2' }} gridRow={{ lg: '1' }}>
            <AccountCard tab={tab} onTabChange={setTab} />
            <GetStartedCard onStart={startFreeTrial} />
          </Stack>
          <Stack gap="6" gridColumn={{ lg: '1' }} gridRow={{ lg: '1' }}>
            <FeaturesCard />
            <PlatformSupportCard />
          </Stack>
        </Grid>
      </Container>
      <Testimonials />
      <PressStrip />
    </Box>
  );
}
