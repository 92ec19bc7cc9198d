import { IconButton } from '@chakra-ui/react';
import type { ContentItem } from '@vault/contracts';
import { LuStar } from 'react-icons/lu';
import { useToggleFavorite } from '../use-toggle-favorite';

/** The favourite star: flips at once, rolls back if saving fails (spec 4). */
export function FavoriteButton({ item }: { item: ContentItem }) {
  const toggle = useToggleFavorite();
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={item.isFavorite ? 'Remove from favorites' : 'Add to favorites'}
      aria-pressed={item.isFavorite}
      colorPalette={item.isFavorite ? 'yellow' : 'gray'}
      color={item.isFavorite ? 'yellow.500' : 'fg.muted'}
      onClick={() => toggle.mutate(item)}
    >
      <LuStar fill={item.isFavorite ? 'currentColor' : 'none'} />
    </IconButton>
  );
}
