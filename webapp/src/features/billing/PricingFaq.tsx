import { Accordion, Heading, Stack, Text } from '@chakra-ui/react';
import { accordionSlotRecipe } from '@chakra-ui/react/theme';
import { pricingFaq } from './pricing-faq';

const FAQ = pricingFaq();

/** Questions about plans and payments, one open at a time (spec 2.12). */
export function PricingFaq() {
  return (
    <Stack as="section" aria-labelledby="pricing-faq-heading" gap="4">
      <Heading as="h2" id="pricing-faq-heading" size="xl">
        Frequently Asked Questions
      </Heading>
      <Accordion.Root recipe={accordionSlotRecipe} collapsible variant="enclosed">
        {FAQ.map((entry) => (
          <Accordion.Item key={entry.question} value={entry.question}>
            <Accordion.ItemTrigger>
              <Text flex="1" fontWeight="medium">
                {entry.question}
              </Text>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody color="fg.muted">{entry.answer}</Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Stack>
  );
}
