import {
  Alert,
  Button,
  Dialog,
  Field,
  HStack,
  IconButton,
  Input,
  InputGroup,
  Stack,
  Text,
} from '@chakra-ui/react';
import { UI_DURATIONS_MS } from '@vault/contracts';
import { cleanUrlInput } from '@vault/urls';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LuClipboardPaste, LuX } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { finishToast, showToast, startProgressToast } from '../../../components/toaster';
import { readClipboardText } from '../../../lib/clipboard';
import { saveFailureToast } from '../save-failure';
import type { useSaveContent } from '../use-save-content';
import { ClipboardBanner } from './ClipboardBanner';
import { detectedPlatformLabel } from './link-hints';
import { SaveProcessingOverlay } from './SaveProcessingOverlay';
import { useClipboardOffer } from './use-clipboard-offer';

interface SaveContentFormProps {
  initialUrl: string;
  manualPaste: boolean;
  save: ReturnType<typeof useSaveContent>;
  onSaved: () => void;
}

/** The dialog's content; mounted afresh on every opening, so it starts from `initialUrl`. */
export function SaveContentForm({ initialUrl, manualPaste, save, onSaved }: SaveContentFormProps) {
  const navigate = useNavigate();
  const [value, setValue] = useState(initialUrl);
  const inputRef = useRef<HTMLInputElement>(null);
  const clipboard = useClipboardOffer();
  const platform = detectedPlatformLabel(value);
  const offer = clipboard.offer && clipboard.offer !== value.trim() ? clipboard.offer : null;

  useEffect(() => {
    // Focus once the opening animation has settled, so mobile keyboards open reliably (spec 2.6).
    const timer = window.setTimeout(() => inputRef.current?.focus(), UI_DURATIONS_MS.dialogFocus);
    return () => window.clearTimeout(timer);
  }, []);

  const fillWith = (text: string) => {
    setValue(text.trim());
    inputRef.current?.focus();
  };

  const paste = async () => {
    const text = await readClipboardText();
    if (text === null) {
      showToast({
        type: 'info',
        title: 'Manual paste needed',
        description: 'Long press the URL field (or press Ctrl+V / ⌘V) and choose Paste.',
      });
      inputRef.current?.focus();
      return;
    }
    fillWith(text);
    showToast({ type: 'success', title: 'Pasted', duration: UI_DURATIONS_MS.pastedToast });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const url = cleanUrlInput(value);
    if (!url || save.isPending) return;
    const toastId = startProgressToast(
      'Processing...',
      'Extracting content from the URL',
      UI_DURATIONS_MS.processingToast,
    );
    save.mutate(url, {
      onSuccess: () => {
        finishToast(toastId, {
          type: 'success',
          title: 'Content saved!',
          description: 'Your content is being processed and will appear in your feed shortly.',
        });
        onSaved();
      },
      onError: (error) =>
        finishToast(
          toastId,
          saveFailureToast(
            error,
            { title: 'Save failed', description: 'Failed to save content. Please try again.' },
            () => void navigate('/pricing'),
          ),
        ),
    });
  };

  return (
    <form onSubmit={onSubmit} aria-label="Save content" noValidate>
      <Dialog.Header>
        <Dialog.Title>Save Content</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Dialog.Description>
            Paste a link from LinkedIn, Twitter, TikTok, Instagram, Reddit, YouTube or any website.
          </Dialog.Description>
          {manualPaste ? (
            <Alert.Root status="info" size="sm">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Paste manually</Alert.Title>
                <Alert.Description>
                  Your browser did not let us read the clipboard. Long press the field (or press
                  Ctrl+V / ⌘V) to paste your link.
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          {offer ? <ClipboardBanner link={offer} onUse={() => fillWith(offer)} /> : null}
          <Field.Root>
            <Field.Label>URL</Field.Label>
            <HStack gap="2" w="full">
              <InputGroup
                flex="1"
                endElement={
                  value ? (
                    <IconButton
                      variant="ghost"
                      size="xs"
                      aria-label="Clear"
                      onClick={() => fillWith('')}
                      disabled={save.isPending}
                    >
                      <LuX />
                    </IconButton>
                  ) : undefined
                }
                endElementProps={{ px: '1' }}
              >
                <Input
                  ref={inputRef}
                  name="url"
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  autoCapitalize="off"
                  spellCheck={false}
                  placeholder="https://..."
                  value={value}
                  onChange={(event) => setValue(event.target.value)}
                  disabled={save.isPending}
                  pe="9"
                />
              </InputGroup>
              <Button
                variant="outline"
                aria-label="Paste"
                onClick={() => void paste()}
                disabled={save.isPending}
                px={{ base: '3', sm: '4' }}
              >
                <LuClipboardPaste />
                <Text as="span" hideBelow="sm">
                  Paste
                </Text>
              </Button>
            </HStack>
            {platform ? <Field.HelperText>Detected {platform} content</Field.HelperText> : null}
          </Field.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" disabled={save.isPending}>
            Cancel
          </Button>
        </Dialog.ActionTrigger>
        <Button type="submit" colorPalette="teal" disabled={!value.trim()} loading={save.isPending}>
          Save
        </Button>
      </Dialog.Footer>
      {save.isPending ? <SaveProcessingOverlay /> : null}
    </form>
  );
}
