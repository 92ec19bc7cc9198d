import { Box, Image, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { PostMedia } from '@vault/contracts';
import { useState } from 'react';
import { LuFileText, LuImageOff } from 'react-icons/lu';
import { ImageViewer } from '../../../components/image-viewer/ImageViewer';
import { originalHost, storedFileUrl, tileKind } from './stored-media';

interface PostMediaGridProps {
  media: PostMedia[];
  /** Names the images for screen readers when an entry has no alt text ("Image 2 of the post"). */
  label?: string;
}

const TILE_HEIGHT = { base: '44', md: '52' };

const KIND_LABELS: Record<PostMedia['kind'], string> = {
  image: 'Image',
  video: 'Video',
  document: 'Document',
};

/**
 * A post's images, videos and documents as Vault stored them: images open in the image viewer,
 * videos play in place with their poster, documents download; an entry not kept says why and
 * links to where it was. Reused by the thread view for each post's media.
 */
export function PostMediaGrid({ media, label = 'the post' }: PostMediaGridProps) {
  const [viewing, setViewing] = useState<{ src: string; alt: string } | null>(null);
  if (media.length === 0) return null;
  return (
    <>
      <SimpleGrid
        as="ul"
        listStyleType="none"
        columns={{ base: media.length > 1 ? 2 : 1, md: Math.min(3, media.length) }}
        gap="2"
        data-testid="post-media-grid"
      >
        {media.map((entry, index) => {
          const alt = entry.alt ?? `Image ${index + 1} of ${label}`;
          return (
            <Box as="li" key={`${entry.originalUrl}-${index}`} minW="0">
              <MediaTile entry={entry} alt={alt} onOpen={(src) => setViewing({ src, alt })} />
            </Box>
          );
        })}
      </SimpleGrid>
      {viewing ? (
        <ImageViewer src={viewing.src} alt={viewing.alt} open onClose={() => setViewing(null)} />
      ) : null}
    </>
  );
}

function MediaTile({
  entry,
  alt,
  onOpen,
}: {
  entry: PostMedia;
  alt: string;
  onOpen: (src: string) => void;
}) {
  const src = storedFileUrl(entry.storedUrl);
  switch (tileKind(entry)) {
    case 'image':
      return (
        <Box
          as="button"
          aria-label={`View ${alt} full screen`}
          onClick={() => src && onOpen(src)}
          display="block"
          w="full"
          h={TILE_HEIGHT}
          rounded="md"
          overflow="hidden"
          borderWidth="1px"
          bg="bg.muted"
          cursor="zoom-in"
          focusRing="outside"
          data-testid="post-media-image"
        >
          <Image
            src={src ?? undefined}
            alt={alt}
            loading="lazy"
            w="full"
            h="full"
            objectFit="cover"
          />
        </Box>
      );
    case 'video':
      return (
        <Box rounded="md" overflow="hidden" borderWidth="1px" bg="black" h={TILE_HEIGHT}>
          <video
            controls
            preload="metadata"
            playsInline
            src={src ?? undefined}
            poster={storedFileUrl(entry.storedPosterUrl) ?? undefined}
            aria-label={entry.alt ?? 'Video of the post'}
            data-testid="post-media-video"
            style={{ width: '100%', height: '100%', objectFit: 'contain' }}
          />
        </Box>
      );
    case 'document':
      return (
        <Link
          href={src ?? undefined}
          download
          display="flex"
          alignItems="center"
          gap="2"
          h={TILE_HEIGHT}
          justifyContent="center"
          rounded="md"
          borderWidth="1px"
          bg="bg.subtle"
          fontSize="sm"
        >
          <LuFileText aria-hidden /> Download document
        </Link>
      );
    case 'not-kept':
    case 'pending':
      return <NotKeptTile entry={entry} />;
  }
}

function NotKeptTile({ entry }: { entry: PostMedia }) {
  return (
    <Stack
      h={TILE_HEIGHT}
      gap="1.5"
      align="center"
      justify="center"
      textAlign="center"
      px="3"
      rounded="md"
      borderWidth="1px"
      borderStyle="dashed"
      bg="bg.subtle"
      data-testid="post-media-not-kept"
    >
      <LuImageOff aria-hidden />
      <Text fontSize="xs" fontWeight="medium">
        {entry.notKeptReason
          ? `${KIND_LABELS[entry.kind]} not kept`
          : `${KIND_LABELS[entry.kind]} being saved…`}
      </Text>
      {entry.notKeptReason ? (
        <Text fontSize="xs" color="fg.muted">
          {entry.notKeptReason}
        </Text>
      ) : null}
      <Link
        href={entry.originalUrl}
        target="_blank"
        rel="noopener noreferrer"
        fontSize="xs"
        color="fg.muted"
        textDecoration="underline"
        wordBreak="break-all"
      >
        Original on {originalHost(entry.originalUrl)}
      </Link>
    </Stack>
  );
}
