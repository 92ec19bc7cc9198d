import { Box, HStack, IconButton, Image, Link, Stack, Text } from '@chakra-ui/react';
import type { MediaAttachment } from '@vault/contracts';
import { LuFileText, LuTrash2 } from 'react-icons/lu';
import { formatDuration, formatFileSize } from './media-rules';

interface MediaTileProps {
  attachment: MediaAttachment;
  deleting: boolean;
  onOpenImage: (attachment: MediaAttachment) => void;
  onDelete: (attachment: MediaAttachment) => void;
}

function details(attachment: MediaAttachment): string {
  const parts = [formatFileSize(attachment.fileSize)];
  if (attachment.width && attachment.height) parts.push(`${attachment.width}×${attachment.height}`);
  if (attachment.duration !== null) parts.push(formatDuration(attachment.duration));
  if (attachment.pageCount !== null) {
    parts.push(`${attachment.pageCount} ${attachment.pageCount === 1 ? 'page' : 'pages'}`);
  }
  return parts.join(' · ');
}

/** One attachment: an image opens the viewer, a video plays in place, a PDF downloads. */
export function MediaTile({ attachment, deleting, onOpenImage, onDelete }: MediaTileProps) {
  return (
    <Stack
      as="li"
      gap="2"
      borderWidth="1px"
      rounded="lg"
      p="2"
      opacity={deleting ? 0.5 : 1}
      data-testid="media-attachment"
    >
      <Box rounded="md" overflow="hidden" bg="bg.muted" aspectRatio={4 / 3}>
        <MediaPreview attachment={attachment} onOpenImage={onOpenImage} />
      </Box>
      <HStack justify="space-between" gap="1" minW="0">
        <Stack gap="0" minW="0">
          <Text fontSize="sm" fontWeight="medium" truncate title={attachment.fileName}>
            {attachment.fileName}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {details(attachment)}
          </Text>
        </Stack>
        <IconButton
          size="xs"
          variant="ghost"
          colorPalette="red"
          aria-label={`Delete ${attachment.fileName}`}
          disabled={deleting}
          onClick={() => onDelete(attachment)}
        >
          <LuTrash2 />
        </IconButton>
      </HStack>
    </Stack>
  );
}

function MediaPreview({
  attachment,
  onOpenImage,
}: Pick<MediaTileProps, 'attachment' | 'onOpenImage'>) {
  switch (attachment.fileType) {
    case 'image':
      return (
        <Box
          as="button"
          w="full"
          h="full"
          cursor="zoom-in"
          focusRing="inside"
          aria-label={`View ${attachment.fileName} full screen`}
          onClick={() => onOpenImage(attachment)}
        >
          <Image
            src={attachment.thumbnailUrl ?? attachment.cloudinaryUrl}
            alt={attachment.fileName}
            w="full"
            h="full"
            objectFit="cover"
            loading="lazy"
          />
        </Box>
      );
    case 'video':
      return (
        <video
          src={attachment.cloudinaryUrl}
          controls
          preload="metadata"
          aria-label={attachment.fileName}
          style={{ width: '100%', height: '100%', objectFit: 'contain', background: 'black' }}
        />
      );
    case 'document':
      return (
        <Link
          href={attachment.cloudinaryUrl}
          download={attachment.fileName}
          w="full"
          h="full"
          display="flex"
          flexDirection="column"
          alignItems="center"
          justifyContent="center"
          gap="2"
          color="fg.muted"
          textDecoration="none"
          focusRing="inside"
          aria-label={`Download ${attachment.fileName}`}
        >
          <LuFileText size="40" aria-hidden />
          <Text fontSize="sm">PDF · Download</Text>
        </Link>
      );
  }
}
