import { Accordion, Text } from '@chakra-ui/react';
import { accordionSlotRecipe } from '@chakra-ui/react/theme';
import type { FaqEntry } from '@vault/contracts';

/** Questions and answers, one open at a time; opening another closes the first. */
export function FaqAccordion({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <Accordion.Root recipe={accordionSlotRecipe} collapsible variant="enclosed">
      {entries.map((entry) => (
        <Accordion.Item key={entry.question} value={entry.question}>
          <Accordion.ItemTrigger>
            <Text as="span" flex="1" fontWeight="medium">
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
  );
}
