import { Accordion, Container, Heading, Text } from '@chakra-ui/react';
import { PLATFORM_LABELS } from '@vault/contracts';
import { NAMED_PLATFORMS } from '../../components/PlatformChips';

const platformList = NAMED_PLATFORMS.map((platform) => PLATFORM_LABELS[platform]).join(', ');

const QUESTIONS = [
  {
    q: 'What is Vault?',
    a: 'Vault keeps what you find online. Save a link and Vault extracts the content into your own searchable library, so a post or video is still there when you need it.',
  },
  {
    q: 'Which platforms are supported?',
    a: `${platformList}, and any other website.`,
  },
  {
    q: 'How does the AI organisation work?',
    a: 'When you save a link, Vault detects the platform, extracts the title, author, text and image, writes a short summary and assigns topic categories.',
  },
  {
    q: 'Can I save content from a messaging app?',
    a: 'Yes. Connect your WhatsApp number in Settings, then send a link to Vault and it is saved to your library.',
  },
] as const;

export function LandingFaq() {
  return (
    <Container maxW="3xl" py="14" as="section" aria-labelledby="landing-faq-heading">
      <Heading as="h2" id="landing-faq-heading" size="2xl" textAlign="center" mb="6">
        Questions
      </Heading>
      <Accordion.Root collapsible variant="enclosed">
        {QUESTIONS.map((item) => (
          <Accordion.Item key={item.q} value={item.q}>
            <Accordion.ItemTrigger>
              <Text flex="1" fontWeight="medium">
                {item.q}
              </Text>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody color="fg.muted">{item.a}</Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Container>
  );
}
