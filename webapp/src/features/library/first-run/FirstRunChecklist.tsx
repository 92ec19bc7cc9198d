import { Box, Button, Card, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { APP_PATHS, type OnboardingState, type OnboardingStep } from '@vault/contracts';
import { useEffect, useId } from 'react';
import { LuCircle, LuCircleCheck, LuX } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { apiGet } from '../../../lib/api';
import { FIRST_RUN_MIN_HEIGHT } from './first-run-layout';
import { hideFirstRun, markFirstRunShown } from './first-run-state';

interface FirstRunChecklistProps {
  /** Items in the library; undefined while the counts load. */
  totalCount: number | undefined;
  onSaveLink: () => void;
  onHide: () => void;
}

interface StepCopy {
  title: string;
  detail: string;
  action: string;
  /** An app address; absent: the step's button opens the save dialog. */
  to?: string;
}

const STEPS: Record<OnboardingStep, StepCopy> = {
  extension: {
    title: 'Install the browser extension',
    detail: 'Save the page you are on in one click, and sign in to it with this account.',
    action: 'Get the extension',
    to: APP_PATHS.settingsIntegrations,
  },
  import: {
    title: 'Import from Pocket, Raindrop or Omnivore',
    detail: 'Bring the links you already keep; their text is extracted as your plan allows.',
    action: 'Import',
    to: APP_PATHS.settingsImportExport,
  },
  whatsapp: {
    title: 'Connect WhatsApp',
    detail: 'Send a link to Vault from your phone’s share sheet.',
    action: 'Connect',
    to: APP_PATHS.settingsIntegrations,
  },
  firstSave: {
    title: 'Save your first link',
    detail: 'Paste any article, post or video link.',
    action: 'Save a link',
  },
};

const ORDER: OnboardingStep[] = ['firstSave', 'extension', 'import', 'whatsapp'];

/** The first run: four steps, each ticked by the server from what the account has done. */
export function FirstRunChecklist({ totalCount, onSaveLink, onHide }: FirstRunChecklistProps) {
  const headingId = useId();
  const state = useQuery({
    // The library's size is part of the key: a first save asks again at once.
    queryKey: ['onboarding', totalCount],
    queryFn: () => apiGet<OnboardingState>('/api/onboarding'),
    // The ticks stay while the next answer loads, instead of flashing back to none.
    placeholderData: keepPreviousData,
  });
  useEffect(markFirstRunShown, []);
  const steps = state.data?.steps;
  const done = steps ? ORDER.filter((step) => steps[step]).length : 0;
  const hide = () => {
    hideFirstRun();
    onHide();
  };

  return (
    <Card.Root
      as="section"
      aria-labelledby={headingId}
      size="sm"
      minH={FIRST_RUN_MIN_HEIGHT}
      data-testid="first-run"
    >
      <Card.Header>
        <HStack justify="space-between" align="flex-start">
          <Box>
            <Card.Title id={headingId} as="h2" fontSize="md">
              Get started with Vault
            </Card.Title>
            <Text fontSize="sm" color="fg.muted">
              {done} of {ORDER.length} done
            </Text>
          </Box>
          <IconButton size="sm" variant="ghost" aria-label="Hide getting started" onClick={hide}>
            <LuX />
          </IconButton>
        </HStack>
        {/* A plain bar: Chakra's Progress brings a state machine the first screen would load. */}
        <Box h="1.5" bg="bg.muted" rounded="full" mt="2" overflow="hidden" aria-hidden>
          <Box h="full" w={`${(done / ORDER.length) * 100}%`} bg="brand.solid" rounded="full" />
        </Box>
      </Card.Header>
      <Card.Body pt="3">
        <Stack as="ol" listStyle="none" gap="3">
          {ORDER.map((step) => {
            const copy = STEPS[step];
            const complete = steps?.[step] ?? false;
            return (
              <li key={step} data-step={step} data-done={complete}>
                <HStack gap="3" align="flex-start" w="full">
                  <Box
                    as="span"
                    color={complete ? 'brand.fg' : 'fg.subtle'}
                    fontSize="xl"
                    mt="0.5"
                    flexShrink="0"
                  >
                    {complete ? <LuCircleCheck aria-hidden /> : <LuCircle aria-hidden />}
                  </Box>
                  <Box flex="1" minW="0">
                    <Text
                      fontWeight="medium"
                      fontSize="sm"
                      textDecoration={complete ? 'line-through' : undefined}
                      color={complete ? 'fg.muted' : undefined}
                    >
                      {copy.title}
                      <Text as="span" srOnly>
                        {complete ? ' (done)' : ' (to do)'}
                      </Text>
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      {copy.detail}
                    </Text>
                  </Box>
                  {complete ? null : copy.to ? (
                    <Button asChild size="xs" variant="outline" flexShrink="0">
                      <RouterLink to={copy.to}>{copy.action}</RouterLink>
                    </Button>
                  ) : (
                    <Button size="xs" colorPalette="brand" flexShrink="0" onClick={onSaveLink}>
                      {copy.action}
                    </Button>
                  )}
                </HStack>
              </li>
            );
          })}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
