import { Heading, List, Stack, Text } from '@chakra-ui/react';
import type { LegalDocument } from './legal-document';

export function LegalSections({ document }: { document: LegalDocument }) {
  return (
    <Stack gap="8" mt="4">
      <Text color="fg.muted" fontSize="sm">
        Last updated {document.updated}
      </Text>
      {document.sections.map((section, index) => (
        <Stack as="section" key={section.heading} gap="3">
          <Heading as="h2" size="lg">
            {index + 1}. {section.heading}
          </Heading>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
          {section.list && (
            <List.Root ps="5" gap="1.5">
              {section.list.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List.Root>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
