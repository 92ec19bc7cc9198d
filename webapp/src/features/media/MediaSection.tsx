import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import type { ContentItem, MediaAttachment } from '@vault/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ImageViewer } from '../../components/image-viewer/ImageViewer';
import { ProgressBar } from '../../components/ProgressBar';
import { DetailSection } from '../library/detail/DetailSection';
import { MediaTile } from './MediaTile';
import { MediaUploadButton } from './MediaUploadButton';
import { ProFeatureBadge } from './ProFeatureBadge';
import { useDeleteMedia, useMediaList, useUploadMedia } from './use-media';

interface MediaSectionProps {
  item: ContentItem;
  /** Pro and Premium may upload; free users see (and may remove) what they already have. */
  paid: boolean;
}

/** The media attachments of the detail page (spec 2.8): gallery, upload with progress, delete. */
export function MediaSection({ item, paid }: MediaSectionProps) {
  const list = useMediaList(item.id, paid || item.hasAttachments);
  const upload = useUploadMedia(item.id);
  const remove = useDeleteMedia(item.id);
  const [viewing, setViewing] = useState<MediaAttachment | null>(null);
  const uploadLabelId = useId();
  const anchor = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  const attachments = list.data ?? [];
  const visible = paid || attachments.length > 0;

  // The card's Add/Manage Media entry links here.
  useEffect(() => {
    if (hash === '#media' && visible) anchor.current?.scrollIntoView({ block: 'start' });
  }, [hash, visible]);

  if (!visible) return null;

  return (
    <Box id="media" ref={anchor} scrollMarginTop="20">
      <DetailSection
        title="Media attachments"
        actions={
          paid ? (
            <MediaUploadButton
              uploading={upload.isPending}
              onUpload={(files) => upload.mutate(files)}
            />
          ) : (
            <ProFeatureBadge />
          )
        }
      >
        {upload.isPending ? (
          <Box mb="4">
            <Text id={uploadLabelId} fontSize="xs" fontWeight="medium" color="fg.muted" mb="1">
              Uploading… {upload.progress}%
            </Text>
            <ProgressBar
              percent={upload.progress}
              labelledBy={uploadLabelId}
              colorPalette="brand"
            />
          </Box>
        ) : null}
        {list.isError ? (
          <Text color="fg.error" fontSize="sm">
            Failed to fetch media attachments
          </Text>
        ) : list.isLoading ? (
          <Text color="fg.muted" fontSize="sm">
            Loading attachments...
          </Text>
        ) : attachments.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            No attachments yet. Add images, videos or PDF files of up to 50 MB each.
          </Text>
        ) : (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, md: 3 }} gap="3">
            {attachments.map((attachment) => (
              <MediaTile
                key={attachment.id}
                attachment={attachment}
                deleting={remove.isPending && remove.variables === attachment.id}
                onOpenImage={setViewing}
                onDelete={(target) => remove.mutate(target.id)}
              />
            ))}
          </SimpleGrid>
        )}
      </DetailSection>
      <ImageViewer
        src={viewing?.cloudinaryUrl ?? ''}
        alt={viewing?.fileName ?? ''}
        open={viewing !== null}
        onClose={() => setViewing(null)}
      />
    </Box>
  );
}
