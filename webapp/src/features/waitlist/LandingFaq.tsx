import { Container, Heading } from '@chakra-ui/react';
import { LANDING_FAQ } from '@vault/contracts';
import { FaqAccordion } from '../../components/FaqAccordion';

/** The landing page's four questions; the server also writes them into the HTML (page-head.ts). */
export function LandingFaq() {
  return (
    <Container maxW="3xl" py="14" as="section" aria-labelledby="landing-faq-heading">
      <Heading as="h2" id="landing-faq-heading" size="2xl" textAlign="center" mb="6">
        Questions
      </Heading>
      <FaqAccordion entries={LANDING_FAQ} />
    </Container>
  );
}
