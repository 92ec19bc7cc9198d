import { Group, IconButton } from '@chakra-ui/react';
import { useAtom } from 'jotai';
import { LuLayoutGrid, LuList } from 'react-icons/lu';
import { libraryViewAtom, type LibraryView } from '../library-view';

const VIEW_BUTTONS: { view: LibraryView; label: string; icon: typeof LuList }[] = [
  { view: 'grid', label: 'Grid view', icon: LuLayoutGrid },
  { view: 'list', label: 'List view', icon: LuList },
];

/** Cards or compact rows; the choice stays with this device (library-view.ts). */
export function ViewToggle() {
  const [current, choose] = useAtom(libraryViewAtom);
  return (
    <Group attached role="group" aria-label="Layout" flexShrink="0">
      {VIEW_BUTTONS.map(({ view, label, icon: Icon }) => (
        <IconButton
          key={view}
          size="sm"
          variant={view === current ? 'subtle' : 'outline'}
          colorPalette={view === current ? 'brand' : 'gray'}
          aria-label={label}
          aria-pressed={view === current}
          onClick={() => choose(view)}
        >
          <Icon />
        </IconButton>
      ))}
    </Group>
  );
}
