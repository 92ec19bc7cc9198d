import { Image } from '@chakra-ui/react';
import { useState } from 'react';

/** The item's picture; hidden altogether when it fails to load (spec 2.7). */
export function CardImage({ src }: { src: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) return null;
  return (
    <Image
      src={src}
      alt=""
      loading="lazy"
      referrerPolicy="no-referrer"
      h="44"
      w="full"
      objectFit="cover"
      bg="bg.muted"
      onError={() => setFailedSrc(src)}
    />
  );
}
