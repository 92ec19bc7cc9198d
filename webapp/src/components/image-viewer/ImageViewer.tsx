import { Box, Dialog, Flex, Image, Portal, VisuallyHidden } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useEffect, useReducer } from 'react';
import { downloadImage } from './download-image';
import { INITIAL_TRANSFORM, applyViewerAction, viewerActionForKey } from './viewer-transform';
import { ViewerToolbar } from './ViewerToolbar';

interface ImageViewerProps {
  src: string;
  alt: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The full-screen image viewer (spec 2.9): zoom, rotate, reset and download; closes with its
 * button, Escape, or a click beside the image. A modal dialog, so focus stays inside and the page
 * behind does not scroll while it is open.
 */
export function ImageViewer({ src, alt, open, onClose }: ImageViewerProps) {
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size="full"
      motionPreset="none"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            bg="rgba(0, 0, 0, 0.92)"
            shadow="none"
            rounded="none"
            data-testid="image-viewer"
          >
            <VisuallyHidden asChild>
              <Dialog.Title>Image viewer</Dialog.Title>
            </VisuallyHidden>
            <ViewerStage src={src} alt={alt} onClose={onClose} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Mounted on each opening, so every view starts at 100 % and upright. */
function ViewerStage({ src, alt, onClose }: Omit<ImageViewerProps, 'open'>) {
  const [transform, dispatch] = useReducer(applyViewerAction, INITIAL_TRANSFORM);

  // On the document, not the stage: a button that becomes disabled (Zoom out at 50 %) drops focus
  // to the body, and the shortcuts should keep working.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.metaKey || event.ctrlKey || event.altKey) return;
      const action = viewerActionForKey(event.key);
      if (!action) return;
      event.preventDefault();
      dispatch(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Flex direction="column" h="100dvh" w="full">
      <Flex justify="center" p="3" flexShrink="0" position="relative" zIndex="1">
        <ViewerToolbar
          transform={transform}
          onAction={dispatch}
          onDownload={() => void downloadImage(src)}
          onClose={onClose}
        />
      </Flex>
      <Box
        flex="1"
        minH="0"
        display="flex"
        alignItems="center"
        justifyContent="center"
        overflow="auto"
        p="4"
        data-testid="image-viewer-stage"
        // A click beside the image closes the viewer; a click on it does not.
        onClick={(event) => {
          if (event.target === event.currentTarget) onClose();
        }}
      >
        <Image
          src={src}
          alt={alt}
          maxW="90vw"
          maxH="80dvh"
          objectFit="contain"
          transform={`scale(${transform.zoom}) rotate(${transform.rotation}deg)`}
          transition="transform 0.2s ease"
          draggable={false}
        />
      </Box>
    </Flex>
  );
}
