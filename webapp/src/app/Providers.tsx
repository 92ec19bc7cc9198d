import { ChakraProvider } from '@chakra-ui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AppToaster } from '../components/AppToaster';
import { ColorModeProvider } from '../components/color-mode';
import { createQueryClient } from '../lib/query-client';
import { system } from './theme';

/**
 * Chakra UI with colour mode, TanStack Query and the one toaster (Jotai atoms need no provider).
 * The query client is the one given (start-app.tsx may fill it before the first render) or a new one.
 */
export function Providers({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider>
        <QueryClientProvider client={queryClient}>
          {children}
          <AppToaster />
        </QueryClientProvider>
      </ColorModeProvider>
    </ChakraProvider>
  );
}
