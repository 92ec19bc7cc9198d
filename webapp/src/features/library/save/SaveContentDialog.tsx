import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { toastLayer } from '../../../components/toast-layer';
import { useAtom } from 'jotai';
import { CLOSED_SAVE_DIALOG, saveDialogAtom } from '../library-atoms';
import { useSaveContent } from '../use-save-content';
import { SaveContentForm } from './SaveContentForm';

/**
 * The Save Content dialog (spec 2.6), opened through `openSaveDialogAtom` by Add Content, the
 * floating button, quick paste when the clipboard is unreadable, and `?save=<url>`.
 */
export function SaveContentDialog() {
  const [state, setState] = useAtom(saveDialogAtom);
  const save = useSaveContent();
  // While the save is on its way the dialog stays, so its outcome is not lost.
  const close = () => {
    if (!save.isPending) setState(CLOSED_SAVE_DIALOG);
  };

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={state.open}
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
      placement="center"
      lazyMount
      persistentElements={[toastLayer]}
      unmountOnExit
      closeOnEscape={!save.isPending}
      closeOnInteractOutside={!save.isPending}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content position="relative">
            <SaveContentForm
              initialUrl={state.initialUrl}
              manualPaste={state.manualPaste}
              save={save}
              onSaved={() => setState(CLOSED_SAVE_DIALOG)}
            />
            <Dialog.CloseTrigger asChild disabled={save.isPending}>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
