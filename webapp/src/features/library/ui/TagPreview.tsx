import { Button, Tag, Wrap } from '@chakra-ui/react';
import { PREVIEW_LENGTHS } from '@vault/contracts';
import { useState } from 'react';

interface TagPreviewProps {
  tags: readonly string[];
  /** The detail page lets '+N' show the rest; cards only count them. */
  expandable?: boolean;
}

/** The first three tags, then '+N' for the others (spec 2.7, 2.8). */
export function TagPreview({ tags, expandable = false }: TagPreviewProps) {
  const [expanded, setExpanded] = useState(false);
  const limit = PREVIEW_LENGTHS.detailTagsShown;
  const shown = expanded ? tags : tags.slice(0, limit);
  const hidden = tags.length - shown.length;
  if (tags.length === 0) return null;

  return (
    <Wrap gap="1.5" as="ul" listStyleType="none" aria-label="Tags">
      {shown.map((tag) => (
        <Tag.Root as="li" key={tag} size="sm" variant="surface" colorPalette="brand">
          <Tag.Label>{tag}</Tag.Label>
        </Tag.Root>
      ))}
      {hidden > 0 && !expandable ? (
        <Tag.Root as="li" size="sm" variant="outline" aria-label={`${hidden} more tags`}>
          <Tag.Label>+{hidden}</Tag.Label>
        </Tag.Root>
      ) : null}
      {expandable && tags.length > limit ? (
        <li>
          <Button
            size="2xs"
            variant="outline"
            aria-expanded={expanded}
            aria-label={expanded ? 'Show fewer tags' : `Show ${hidden} more tags`}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? 'Show less' : `+${hidden}`}
          </Button>
        </li>
      ) : null}
    </Wrap>
  );
}
