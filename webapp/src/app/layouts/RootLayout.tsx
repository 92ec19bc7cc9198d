import { Box, Flex } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Footer } from '../../components/Footer';
import { PageSpinner } from '../../components/PageSpinner';
import { AppHeader } from '../../features/shell/AppHeader';
import { AppStarted } from '../AppStarted';
import { PreviewGate } from '../PreviewGate';
import { ScrollOnNavigate } from './ScrollOnNavigate';

/** Every route: the preview gate, then the header, the page and the footer. */
export function RootLayout() {
  return (
    <>
      <ScrollOnNavigate />
      <PreviewGate>
        <Flex direction="column" minH="100dvh">
          <AppHeader />
          <Box as="main" flex="1">
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
              <AppStarted />
            </Suspense>
          </Box>
          <Footer />
        </Flex>
      </PreviewGate>
    </>
  );
}
