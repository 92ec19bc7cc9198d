import { Button, HStack, Icon, Input, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { LuCircleCheck } from 'react-icons/lu';
import { toastError, toastSuccess } from '../../components/toaster';
import { WAITLIST_COUNT_KEY } from './EarlyAdopters';
import { useJoinWaitlist } from './use-join-waitlist';

export function WaitlistForm() {
  const join = useJoinWaitlist();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [joined, setJoined] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) {
      toastError('Email required', 'Please enter your email to join the waitlist');
      return;
    }
    join.mutate(
      { email: value },
      {
        onSuccess: () => {
          setEmail('');
          setJoined(true);
          void queryClient.invalidateQueries({ queryKey: WAITLIST_COUNT_KEY });
          toastSuccess("You're on the list!", "We'll notify you when Vault launches.");
        },
        onError: () => toastError('Something went wrong', 'Please try again later'),
      },
    );
  };

  if (joined) {
    return (
      <HStack gap="3" p="4" borderRadius="l2" bg="brand.subtle" color="brand.fg" role="status">
        <Icon as={LuCircleCheck} boxSize="6" />
        <Text fontWeight="medium">
          You&apos;re on the list! We&apos;ll e-mail you when Vault launches.
        </Text>
      </HStack>
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      aria-label="Join the waitlist"
      style={{ width: '100%', maxWidth: '32rem' }}
    >
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Input
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-label="Email address"
          size="lg"
          bg="bg"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button
          type="submit"
          size="lg"
          colorPalette="brand"
          loading={join.isPending}
          flexShrink={0}
        >
          Join Waitlist
        </Button>
      </Stack>
    </form>
  );
}
