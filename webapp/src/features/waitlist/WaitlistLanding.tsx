import { Badge, Box, Container, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { PUBLIC_PAGES } from '@vault/contracts';
import { ColorModeButton } from '../../components/color-mode';
import { Footer } from '../../components/Footer';
import { Logo } from '../../components/Logo';
import { PlatformChips } from '../../components/PlatformChips';
import { AlwaysAccessible } from './AlwaysAccessible';
import { EarlyAdopters } from './EarlyAdopters';
import { FeatureGrid } from './FeatureGrid';
import { HowItWorks } from './HowItWorks';
import { LandingFaq } from './LandingFaq';
import { ProductPreview } from './ProductPreview';
import { useDeveloperShortcut } from './use-developer-shortcut';
import { WaitlistForm } from './WaitlistForm';

/** The public landing page shown while preview mode is on (spec 2.3). */
export function WaitlistLanding() {
  useDeveloperShortcut();
  return (
    <Flex direction="column" minH="100dvh">
      <title>{PUBLIC_PAGES.landing.title}</title>
      <Box as="header" borderBottomWidth="1px">
        <Container maxW="6xl" py="3">
          <HStack justify="space-between">
            <HStack gap="3">
              <Logo />
              <Badge colorPalette="orange" variant="surface">
                Coming Soon
              </Badge>
            </HStack>
            <ColorModeButton />
          </HStack>
        </Container>
      </Box>
      <Box as="main" flex="1">
        <Box bgGradient="to-b" gradientFrom="brand.subtle" gradientTo="bg">
          <Container maxW="4xl" py={{ base: '14', md: '24' }}>
            <Stack gap="6" align="center" textAlign="center">
              <Heading as="h1" size={{ base: '4xl', md: '6xl' }} letterSpacing="tight">
                Never Lose Valuable Content Again
              </Heading>
              <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="2xl">
                Save posts, videos and articles from any platform into one searchable library. Join
                the waitlist and we&apos;ll tell you when Vault opens.
              </Text>
              <WaitlistForm />
              <EarlyAdopters />
              <PlatformChips size="lg" justify="center" />
            </Stack>
          </Container>
        </Box>
        <ProductPreview />
        <HowItWorks />
        <FeatureGrid />
        <AlwaysAccessible />
        <LandingFaq />
      </Box>
      <Footer />
    </Flex>
  );
}
