import { Link, Text } from '@chakra-ui/react';
import { SITE_FAQ, SUPPORT_EMAIL } from '@vault/contracts';
import { FaqAccordion } from '../../components/FaqAccordion';
import { SimplePage } from '../../components/SimplePage';

export function FaqsPage() {
  return (
    <SimplePage
      title="Frequently Asked Questions"
      intro="Answers about saving content, plans and limits, and your data."
    >
      <FaqAccordion entries={SITE_FAQ} />
      <Text color="fg.muted">
        Something else?{' '}
        <Link colorPalette="brand" href={`mailto:${SUPPORT_EMAIL}`}>
          Write to support
        </Link>
        .
      </Text>
    </SimplePage>
  );
}
