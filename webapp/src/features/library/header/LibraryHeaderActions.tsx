import { Button, HStack, IconButton } from '@chakra-ui/react';
import { useSetAtom } from 'jotai';
import { LuClipboardPaste, LuPlus, LuSearch } from 'react-icons/lu';
import { openSaveDialogAtom } from '../library-atoms';
import { useQuickPaste } from '../save/use-quick-paste';

interface LibraryHeaderActionsProps {
  searchOpen: boolean;
  onToggleSearch: () => void;
}

/**
 * The dashboard's header buttons: the mobile search toggle, quick paste and Add Content (desktop;
 * small screens get the floating button instead).
 */
export function LibraryHeaderActions({ searchOpen, onToggleSearch }: LibraryHeaderActionsProps) {
  const openSaveDialog = useSetAtom(openSaveDialogAtom);
  const quickPaste = useQuickPaste();
  return (
    <HStack gap="1">
      <IconButton
        hideFrom="md"
        variant="ghost"
        size="sm"
        aria-label={searchOpen ? 'Close search' : 'Search'}
        aria-expanded={searchOpen}
        onClick={onToggleSearch}
      >
        <LuSearch />
      </IconButton>
      <IconButton
        variant="ghost"
        size="sm"
        aria-label="Paste"
        title="Save the link on your clipboard"
        loading={quickPaste.isPending}
        onClick={() => void quickPaste.pasteAndSave()}
      >
        <LuClipboardPaste />
      </IconButton>
      <Button hideBelow="md" size="sm" colorPalette="brand" onClick={() => openSaveDialog()}>
        <LuPlus /> Add Content
      </Button>
    </HStack>
  );
}
