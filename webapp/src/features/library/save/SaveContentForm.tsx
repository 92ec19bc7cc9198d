import {
  Alert,
  Button,
  Link,
  Dialog,
  Field,
  HStack,
  IconButton,
  Input,
  InputGroup,
  Stack,
  Text,
} from '@chakra-ui/react';
import { LIMIT_REACHED_CODE, UI_DURATIONS_MS, type ContentItem } from '@vault/contracts';
import { cleanUrlInput, parseWebUrl } from '@vault/urls';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LuClipboardPaste, LuX } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  dismissToast,
  finishToast,
  showToast,
  startProgressToast,
} from '../../../components/toaster';
import { readClipboardText } from '../../../lib/clipboard';
import { serverCode, serverMessage } from '../../../lib/errors';
import { saveFailureToast } from '../save-failure';
import type { useSaveContent } from '../use-save-content';
import { ClipboardBanner } from './ClipboardBanner';
import { detectedPlatformLabel } from './link-hints';
import { SaveProcessingOverlay } from './SaveProcessingOverlay';
import { useClipboardOffer } from './use-clipboard-offer';

/** Said under the field, before asking the server, when the text cannot be a web address. */
export const NOT_A_LINK_MESSAGE =
  'This is not a link. Paste a web address, such as https://example.com/article.';
const SAVE_FAILED_MESSAGE = 'The link could not be saved. Check your connection and try again.';

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
  // Why the link was not saved (the browser's check, else the server's reason), under the field.
  const [problem, setProblem] = useState<string | null>(null);
  // The item the library already had for this link.
  const [existing, setExisting] = useState<ContentItem | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const clipboard = useClipboardOffer();
  const platform = detectedPlatformLabel(value);
  const offer = clipboard.offer && clipboard.offer !== value.trim() ? clipboard.offer : null;

  useEffect(() => {
    // Focus once the opening animation has settled, so mobile keyboards open reliably (spec 2.6).
    const timer = window.setTimeout(() => inputRef.current?.focus(), UI_DURATIONS_MS.dialogFocus);
    return () => window.clearTimeout(timer);
  }, []);

  const change = (text: string) => {
    setValue(text);
    setProblem(null);
    setExisting(null);
  };

  const fillWith = (text: string) => {
    change(text.trim());
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
    if (!parseWebUrl(url).ok) {
      setProblem(NOT_A_LINK_MESSAGE);
      inputRef.current?.focus();
      return;
    }
    const toastId = startProgressToast(
      'Processing...',
      'Extracting content from the URL',
      UI_DURATIONS_MS.processingToast,
    );
    save.mutate(url, {
      onSuccess: ({ item, created }) => {
        if (!created) {
          dismissToast(toastId);
          setExisting(item);
          return;
        }
        finishToast(toastId, {
          type: 'success',
          title: 'Content saved!',
          description: 'Your content is being processed and will appear in your feed shortly.',
        });
        onSaved();
      },
      onError: (error) => {
        setProblem(serverMessage(error) ?? SAVE_FAILED_MESSAGE);
        // Over the monthly limit the toast carries the way out: Upgrade.
        if (serverCode(error) === LIMIT_REACHED_CODE) {
          finishToast(
            toastId,
            saveFailureToast(
              error,
              { title: 'Save failed', description: SAVE_FAILED_MESSAGE },
              () => void navigate('/pricing'),
            ),
          );
        } else {
          dismissToast(toastId);
        }
        inputRef.current?.focus();
      },
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
          <Field.Root invalid={problem !== null}>
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
                  onChange={(event) => change(event.target.value)}
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
            {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
            {platform && !problem ? (
              <Field.HelperText>Detected {platform} content</Field.HelperText>
            ) : null}
          </Field.Root>
          {existing ? (
            <Alert.Root status="info" size="sm" role="status">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Already in your library</Alert.Title>
                <Alert.Description>
                  {existing.title || 'This link'} was saved before; it was not charged again.
                </Alert.Description>
              </Alert.Content>
              <Link asChild fontSize="sm" fontWeight="semibold" alignSelf="center">
                <RouterLink to={`/content/${existing.id}`} onClick={onSaved}>
                  Open
                </RouterLink>
              </Link>
            </Alert.Root>
          ) : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" disabled={save.isPending}>
            Cancel
          </Button>
        </Dialog.ActionTrigger>
        <Button
          type="submit"
          colorPalette="brand"
          disabled={!value.trim()}
          loading={save.isPending}
        >
          Save
        </Button>
      </Dialog.Footer>
      {save.isPending ? <SaveProcessingOverlay /> : null}
    </form>
  );
}
