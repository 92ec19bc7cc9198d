import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { toastLayer } from './toast-layer';
import { toaster } from './toaster';

/**
 * Renders the toasts of `toaster`; mounted once, by the app providers. The toaster mounts in a task
 * of its own after the first render (hydration of a prerendered page), not inside it: no toast can
 * show before then, and hydration's long task is shorter without it.
 */
export function AppToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true));
    return () => clearTimeout(timer);
  }, []);
  return ready ? <Toasts /> : null;
}

function Toasts() {
  const [container] = useState(() => ({ current: toastLayer() }));
  return (
    <Portal container={container}>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? (
              <Spinner size="sm" color="blue.solid" />
            ) : (
              <Toast.Indicator />
            )}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? (
                <Toast.Description>{toast.description}</Toast.Description>
              ) : null}
            </Stack>
            {toast.action ? <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger> : null}
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
