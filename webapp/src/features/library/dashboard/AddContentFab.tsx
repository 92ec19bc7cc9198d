import { IconButton } from '@chakra-ui/react';
import { useSetAtom } from 'jotai';
import { LuPlus } from 'react-icons/lu';
import { openSaveDialogAtom } from '../library-atoms';

/** The floating round Add Content button of small screens (spec 2.5). */
export function AddContentFab() {
  const openSaveDialog = useSetAtom(openSaveDialogAtom);
  return (
    <IconButton
      hideFrom="md"
      aria-label="Add Content"
      colorPalette="brand"
      rounded="full"
      size="xl"
      shadow="lg"
      position="fixed"
      bottom="calc(1.25rem + env(safe-area-inset-bottom))"
      right="5"
      zIndex="docked"
      onClick={() => openSaveDialog()}
    >
      <LuPlus />
    </IconButton>
  );
}
