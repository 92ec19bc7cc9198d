import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AppToaster } from '../components/AppToaster';
import { ColorModeProvider } from '../components/color-mode';
import { createQueryClient } from '../lib/query-client';
import { system } from './theme';

/** Chakra UI with colour mode, TanStack Query and the one toaster (Jotai atoms need no provider). */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
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
