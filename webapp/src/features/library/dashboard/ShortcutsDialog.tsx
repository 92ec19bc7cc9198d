import { DataList, HStack, Kbd } from '@chakra-ui/react';
import { kbdRecipe } from '@chakra-ui/react/theme';
import { ItemDialog } from '../card/ItemDialog';
import { LIBRARY_SHORTCUTS } from './shortcuts';

/** The `?` dialog: every shortcut of the library. Loaded when first asked for. */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  return (
    <ItemDialog title="Keyboard shortcuts" onClose={onClose}>
      <DataList.Root orientation="horizontal" size="md">
        {LIBRARY_SHORTCUTS.map(({ keys, action }) => (
          <DataList.Item key={action}>
            <DataList.ItemLabel minW="24">
              <HStack gap="1">
                {keys.map((key) => (
                  <Kbd key={key} recipe={kbdRecipe}>
                    {key}
                  </Kbd>
                ))}
              </HStack>
            </DataList.ItemLabel>
            <DataList.ItemValue>{action}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </ItemDialog>
  );
}
