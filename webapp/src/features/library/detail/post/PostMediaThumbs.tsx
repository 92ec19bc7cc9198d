import { Box, HStack, Image, Link, Text } from '@chakra-ui/react';
import type { PostMedia } from '@vault/contracts';
import { LuFileText, LuImage, LuPlay } from 'react-icons/lu';

const ICONS = { image: LuImage, video: LuPlay, document: LuFileText } as const;
const NOUNS = { image: 'Image', video: 'Video', document: 'Document' } as const;

/**
 * A post's files as small tiles linking to Vault's copy when kept, else to the original. Only
 * Vault's copies are shown as pictures: the app never makes the browser load a page's address.
 */
export function PostMediaThumbs({ media }: { media: readonly PostMedia[] }) {
  if (media.length === 0) return null;
  return (
    <HStack as="ul" gap="2" wrap="wrap" listStyleType="none" data-testid="post-media">
      {media.map((item, index) => {
        const Icon = ICONS[item.kind];
        const label = `${NOUNS[item.kind]} ${index + 1} of ${media.length}${item.storedUrl ? '' : ' (original)'}`;
        return (
          <Box as="li" key={`${item.originalUrl}-${index}`}>
            <Link
              href={item.storedUrl ?? item.originalUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={label}
              title={item.notKeptReason ?? item.alt ?? label}
              display="flex"
              alignItems="center"
              justifyContent="center"
              boxSize="20"
              rounded="md"
              overflow="hidden"
              borderWidth="1px"
              borderColor="border"
              bg="bg.muted"
              color="fg.muted"
            >
              {item.storedUrl && item.kind === 'image' ? (
                <Image src={item.storedUrl} alt={item.alt ?? ''} boxSize="full" objectFit="cover" />
              ) : (
                <Box textAlign="center">
                  <Icon aria-hidden style={{ margin: '0 auto' }} />
                  <Text fontSize="xs" mt="1">
                    {NOUNS[item.kind]}
                  </Text>
                </Box>
              )}
            </Link>
          </Box>
        );
      })}
    </HStack>
  );
}
