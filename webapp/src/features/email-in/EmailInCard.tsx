import {
  Button,
  Card,
  CloseButton,
  Code,
  Dialog,
  HStack,
  IconButton,
  Input,
  Portal,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { UI_DURATIONS_MS } from '@vault/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { LuCheck, LuCopy, LuMail, LuRefreshCw, LuX } from 'react-icons/lu';
import { FormField } from '../../components/FormField';
import { toastError, toastSuccess } from '../../components/toaster';
import { toastLayer } from '../../components/toast-layer';
import { writeClipboardText } from '../../lib/clipboard';
import {
  useAddNewsletterSender,
  useEmailAddress,
  useNewsletterSenders,
  useRegenerateEmailAddress,
  useRemoveNewsletterSender,
} from './use-email-in';

function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), UI_DURATIONS_MS.copyFeedback);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    if (await writeClipboardText(text)) {
      setCopied(true);
      toastSuccess('Copied!', 'The address is on your clipboard.');
    } else toastError('Failed to copy the address');
  };
  return (
    <Button size="sm" variant="outline" onClick={() => void copy()}>
      {copied ? <LuCheck /> : <LuCopy />}
      {copied ? 'Copied!' : 'Copy'}
    </Button>
  );
}

function RegenerateButton() {
  const [open, setOpen] = useState(false);
  const regenerate = useRegenerateEmailAddress(() => setOpen(false));
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      placement="center"
      role="alertdialog"
      persistentElements={[toastLayer]}
    >
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline" colorPalette="red">
          <LuRefreshCw /> Regenerate
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Make a new address?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                Mail sent to your current address will be refused from now on. Update any newsletter
                subscriptions and filters that forward to it.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={regenerate.isPending}>
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="red"
                loading={regenerate.isPending}
                onClick={() => regenerate.mutate()}
              >
                Make a new address
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function NewsletterSenders() {
  const senders = useNewsletterSenders();
  const [address, setAddress] = useState('');
  const add = useAddNewsletterSender(() => setAddress(''));
  const remove = useRemoveNewsletterSender();
  const onAdd = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (address.trim()) add.mutate(address.trim());
  };
  return (
    <Stack gap="3">
      <form onSubmit={onAdd} noValidate aria-label="Mark a sender as a newsletter">
        <FormField
          label="Newsletter senders"
          helperText="Mail from these addresses is saved whole, even without list headers."
        >
          <Input
            name="newsletterSender"
            type="email"
            autoComplete="off"
            placeholder="letters@example.com"
            value={address}
            onChange={(event) => setAddress(event.target.value)}
          />
        </FormField>
        <Button type="submit" size="sm" mt="2" variant="outline" loading={add.isPending}>
          Add sender
        </Button>
      </form>
      {senders.data?.length ? (
        <Stack as="ul" gap="1" listStyleType="none" data-testid="newsletter-senders">
          {senders.data.map((sender) => (
            <HStack as="li" key={sender.id} justify="space-between" gap="2">
              <Text fontSize="sm" truncate>
                {sender.address}
              </Text>
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={`Remove ${sender.address}`}
                onClick={() => remove.mutate(sender.id)}
              >
                <LuX />
              </IconButton>
            </HStack>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** Save by e-mail in Account Settings: the private address, its Copy and Regenerate, marked senders. */
export function EmailInCard() {
  const address = useEmailAddress();
  return (
    <Card.Root as="section" aria-labelledby="email-in-title" data-testid="email-in-card">
      <Card.Header>
        <HStack gap="2">
          <LuMail aria-hidden="true" />
          <Card.Title as="h2" id="email-in-title">
            Save by E-mail
          </Card.Title>
        </HStack>
        <Card.Description>
          Forward a message with links and each link is saved; subscribe this address to a
          newsletter and every issue is saved whole. Keep the address private: anyone who has it can
          add to your library.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          {address.data ? (
            <Stack gap="3">
              <Code
                data-testid="email-in-address"
                size="lg"
                px="3"
                py="2"
                wordBreak="break-all"
                whiteSpace="normal"
              >
                {address.data.address}
              </Code>
              <HStack gap="2" wrap="wrap">
                <CopyButton text={address.data.address} />
                <RegenerateButton />
              </HStack>
            </Stack>
          ) : address.isError ? (
            <Text color="fg.error">
              Your address could not be loaded. Reload the page to retry.
            </Text>
          ) : (
            <Skeleton height="16" />
          )}
          <NewsletterSenders />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
