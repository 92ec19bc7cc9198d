import { HStack, Link, Tag, Text, Wrap } from '@chakra-ui/react';
import { LuMusic } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { hashtagSearchAddress } from './post-parts';

interface PostTagsAndSoundProps {
  hashtags: readonly string[];
  sound: string | null;
}

/** A short video's hashtags, each a search of the library for it, and the sound it uses. */
export function PostTagsAndSound({ hashtags, sound }: PostTagsAndSoundProps) {
  return (
    <HStack gap="3" wrap="wrap" align="center" data-testid="post-tags-and-sound">
      {hashtags.length ? (
        <Wrap gap="1.5" as="ul" listStyleType="none" aria-label="Hashtags">
          {hashtags.map((hashtag) => (
            <Tag.Root as="li" key={hashtag} size="md" variant="surface" colorPalette="brand">
              <Tag.Label>
                <Link asChild color="inherit" aria-label={`Search the library for #${hashtag}`}>
                  <RouterLink to={hashtagSearchAddress(hashtag)}>#{hashtag}</RouterLink>
                </Link>
              </Tag.Label>
            </Tag.Root>
          ))}
        </Wrap>
      ) : null}
      {sound ? (
        <HStack gap="1.5" fontSize="sm" color="fg.muted" minW="0" data-testid="post-sound">
          <LuMusic aria-hidden />
          <Text as="span" overflowWrap="anywhere">
            <Text as="span" srOnly>
              Sound:{' '}
            </Text>
            {sound}
          </Text>
        </HStack>
      ) : null}
    </HStack>
  );
}
