import { HStack, Icon, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { WaitlistCountResponse } from '@vault/contracts';
import { LuUsers } from 'react-icons/lu';
import { earlyAdoptersLine } from './early-adopters';

export const WAITLIST_COUNT_KEY = ['/api/waitlist/count'] as const;

/** 'Join N early adopters': the real size of the list, or nothing below WAITLIST_COUNT_THRESHOLD. */
export function EarlyAdopters() {
  const count = useQuery<WaitlistCountResponse>({ queryKey: WAITLIST_COUNT_KEY });
  const line = earlyAdoptersLine(count.data?.count);
  if (!line) return null;
  return (
    <HStack gap="2" color="fg.muted" justify="center">
      <Icon as={LuUsers} aria-hidden />
      <Text>{line}</Text>
    </HStack>
  );
}
