import { Badge, Button, Card, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { LIMITS, type User, WHATSAPP_MESSAGES } from '@vault/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { LuMessageCircle } from 'react-icons/lu';
import { FormField } from '../../components/FormField';
import { usePublicConfig } from '../config/use-public-config';
import { useWhatsappDisable, useWhatsappSetup, useWhatsappVerify } from './use-whatsapp';
import { cleanCodeInput, phoneNumberError } from './whatsapp-form';
import { replaceWithError } from './whatsapp-toasts';

interface PendingCode {
  phoneNumber: string;
  expiresAt: number;
}

/** Whether a code sent earlier can still be typed in; re-evaluated when it expires. */
function useCodeStillValid(pending: PendingCode | null): boolean {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => setNow(Date.now()), pending.expiresAt - Date.now() + 50);
    return () => window.clearTimeout(timer);
  }, [pending]);
  return pending !== null && now < pending.expiresAt;
}

function ConnectedNumber({ number }: { number: string }) {
  const disable = useWhatsappDisable();
  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap">
        <Badge colorPalette="green" variant="subtle">
          Connected
        </Badge>
        <Text fontWeight="semibold" data-testid="whatsapp-number">
          {number}
        </Text>
      </HStack>
      <Text color="fg.muted">
        Send or forward any message with a link from this number to Vault on WhatsApp, and it is
        saved to your library. We reply with what was saved.
      </Text>
      <Button
        alignSelf="flex-start"
        variant="outline"
        colorPalette="red"
        loading={disable.isPending}
        disabled={disable.isSuccess}
        loadingText="Disconnecting..."
        onClick={() => disable.mutate()}
      >
        Disconnect
      </Button>
    </Stack>
  );
}

function ConnectNumber() {
  const config = usePublicConfig();
  const [phone, setPhone] = useState('');
  const [phoneTouched, setPhoneTouched] = useState(false);
  const [code, setCode] = useState('');
  const [pending, setPending] = useState<PendingCode | null>(null);
  const [requested, setRequested] = useState(false);
  const codeValid = useCodeStillValid(pending);
  const setup = useWhatsappSetup((answer) => {
    setRequested(true);
    setCode('');
    setPending({ phoneNumber: answer.phoneNumber, expiresAt: Date.parse(answer.expiresAt) });
  });
  const verify = useWhatsappVerify(() => setPending(null));
  const phoneError = phoneTouched ? phoneNumberError(phone) : undefined;

  const onSetup = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPhoneTouched(true);
    if (phoneNumberError(phone)) return;
    setup.mutate(phone.trim());
  };

  const onVerify = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.trim() === '') {
      replaceWithError(WHATSAPP_MESSAGES.codeRequiredTitle, WHATSAPP_MESSAGES.codeRequired);
      return;
    }
    verify.mutate(code.trim());
  };

  return (
    <Stack gap="5">
      <Text color="fg.muted">
        Save links without opening Vault: connect your WhatsApp number, then send or forward any
        message with a link to Vault on WhatsApp. We send a {LIMITS.verificationCodeLength}-digit
        code to confirm the number is yours.
      </Text>
      {config.data && !config.data.whatsappEnabled ? (
        <Text fontSize="sm" color="fg.muted" data-testid="whatsapp-dev-mode">
          Development mode: WhatsApp is not configured on this server, so messages are written to
          the server log and the administrators&apos; outbox instead of being sent.
        </Text>
      ) : null}
      <form onSubmit={onSetup} noValidate aria-label="Connect WhatsApp">
        <Stack gap="3">
          <FormField
            label="Phone number"
            error={phoneError}
            helperText="Include your country code, starting with + (for example +1 for the US, +44 for the UK)."
          >
            <Input
              name="phoneNumber"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="+1 415 555 0123"
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
            />
          </FormField>
          <Button
            type="submit"
            alignSelf="flex-start"
            colorPalette="green"
            loading={setup.isPending}
            loadingText="Sending code..."
            disabled={codeValid}
          >
            <LuMessageCircle /> {requested ? 'Send a New Code' : 'Send Verification Code'}
          </Button>
        </Stack>
      </form>
      {requested ? (
        <form onSubmit={onVerify} noValidate aria-label="Verify WhatsApp">
          <Stack gap="3">
            <FormField
              label="Verification code"
              helperText={
                pending
                  ? `Enter the code we sent to ${pending.phoneNumber} on WhatsApp.`
                  : 'This code can no longer be used: send a new code.'
              }
            >
              <Input
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={LIMITS.verificationCodeLength}
                placeholder="123456"
                letterSpacing="widest"
                maxW="12rem"
                value={code}
                onChange={(event) => setCode(cleanCodeInput(event.target.value))}
              />
            </FormField>
            <Button
              type="submit"
              alignSelf="flex-start"
              colorPalette="brand"
              loading={verify.isPending}
              disabled={verify.isSuccess}
              loadingText="Verifying..."
            >
              Verify
            </Button>
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}

/** The messaging integration card of Account Settings (spec 2.10 and 4). */
export function WhatsappCard({ user }: { user: User }) {
  const connected = user.whatsappVerified && user.whatsappNumber !== null;
  return (
    <Card.Root as="section" aria-labelledby="whatsapp-card-title" data-testid="whatsapp-card">
      <Card.Header>
        <HStack gap="2">
          <LuMessageCircle aria-hidden="true" />
          <Card.Title as="h2" id="whatsapp-card-title">
            WhatsApp Integration
          </Card.Title>
        </HStack>
        <Card.Description>Save links by sending them to Vault on WhatsApp.</Card.Description>
      </Card.Header>
      <Card.Body>
        {connected && user.whatsappNumber ? (
          <ConnectedNumber number={user.whatsappNumber} />
        ) : (
          <ConnectNumber />
        )}
      </Card.Body>
    </Card.Root>
  );
}
