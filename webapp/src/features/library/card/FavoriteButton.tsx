import { IconButton } from '@chakra-ui/react';
import type { ContentItem } from '@vault/contracts';
import { useState } from 'react';
import { LuStar } from 'react-icons/lu';
import { afterNextPaint } from '../../../lib/after-next-paint';
import { useToggleFavorite } from '../use-toggle-favorite';

/**
 * The favourite star: flips at once, rolls back if saving fails (spec 4). The tap only flips this
 * star; updating every cached list and sending the change wait until that frame is on screen, so a
 * slow phone answers the tap without waiting for them.
 */
export function FavoriteButton({ item }: { item: ContentItem }) {
  const toggle = useToggleFavorite();
  // What the tap asked for, shown until the change settles; the cache is the truth otherwise.
  const [tapped, setTapped] = useState<boolean | null>(null);
  const isFavorite = tapped ?? item.isFavorite;
  const onClick = () => {
    setTapped(!isFavorite);
    afterNextPaint(() =>
      toggle.mutate({ ...item, isFavorite }, { onSettled: () => setTapped(null) }),
    );
  };
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={isFavorite ? 'Remove from favorites' : 'Add to favorites'}
      aria-pressed={isFavorite}
      // One class for both states (the colour follows aria-pressed): a tap then adds no style
      // rule, which would make the browser restyle the whole page before showing the star.
      colorPalette="gray"
      color="fg.muted"
      _pressed={{ color: 'yellow.500' }}
      onClick={onClick}
    >
      <LuStar fill={isFavorite ? 'currentColor' : 'none'} />
    </IconButton>
  );
}
