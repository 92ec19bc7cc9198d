import { Box, Image } from '@chakra-ui/react';
import { useState } from 'react';
import { ImageViewer } from '../../../components/image-viewer/ImageViewer';

interface HeroImageProps {
  src: string;
  alt: string;
}

/** The item's picture; a click opens the full-screen viewer. Hidden if it fails to load. */
export function HeroImage({ src, alt }: HeroImageProps) {
  const [failed, setFailed] = useState(false);
  const [viewing, setViewing] = useState(false);
  if (failed) return null;
  return (
    <>
      <Box
        as="button"
        aria-label="View image full screen"
        onClick={() => setViewing(true)}
        rounded="lg"
        overflow="hidden"
        borderWidth="1px"
        bg="bg.muted"
        cursor="zoom-in"
        w="full"
        focusRing="outside"
      >
        <Image
          src={src}
          alt={alt}
          referrerPolicy="no-referrer"
          w="full"
          maxH={{ base: '64', md: '96' }}
          objectFit="cover"
          onError={() => setFailed(true)}
        />
      </Box>
      <ImageViewer src={src} alt={alt} open={viewing} onClose={() => setViewing(false)} />
    </>
  );
}
