import { Button, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { DetailSection } from '../library/detail/DetailSection';
import { HighlightDialog } from './HighlightDialog';
import { HighlightQuote } from './HighlightQuote';
import { itemMarkdownPath } from './highlights-api';
import { useHighlightActions, useItemHighlights } from './use-highlights';

interface HighlightsSectionProps {
  contentId: number;
  /** Where its text is highlighted: the reader view, its plain text, or nowhere (no text). */
  highlightIn: 'reader' | 'text' | null;
}

/** The item's highlights in text order, each opening to edit; and the item as Markdown. */
export function HighlightsSection({ contentId, highlightIn }: HighlightsSectionProps) {
  const { data: highlights, isError } = useItemHighlights(contentId);
  const actions = useHighlightActions(contentId);
  const [openId, setOpenId] = useState<number | null>(null);
  const opened = highlights?.find((highlight) => highlight.id === openId);

  const exportButton = (
    <Button asChild size="xs" variant="outline">
      <a href={itemMarkdownPath(contentId)} download>
        <LuDownload /> Export Markdown
      </a>
    </Button>
  );
  return (
    <DetailSection title="Highlights" actions={exportButton}>
      {highlights === undefined ? (
        isError ? (
          <Text color="fg.error" fontSize="sm">
            The highlights could not be loaded. Reload the page to try again.
          </Text>
        ) : (
          <SkeletonText noOfLines={2} />
        )
      ) : highlights.length ? (
        <Stack as="ol" gap="2" listStyleType="none" data-testid="item-highlights">
          {highlights.map((highlight) => (
            <li key={highlight.id}>
              <Button
                variant="ghost"
                h="auto"
                w="full"
                justifyContent="flex-start"
                textAlign="start"
                whiteSpace="normal"
                fontWeight="normal"
                py="2"
                px="2"
                aria-label={`Edit highlight: ${highlight.quote.slice(0, 60)}`}
                onClick={() => setOpenId(highlight.id)}
              >
                <HighlightQuote highlight={highlight} />
              </Button>
            </li>
          ))}
        </Stack>
      ) : (
        <Text color="fg.muted" fontSize="sm">
          {highlightIn === 'reader'
            ? 'No highlights yet. Select text in the Reader view to highlight it or add a note.'
            : highlightIn === 'text'
              ? 'No highlights yet. Select text above to highlight it or add a note.'
              : 'No highlights yet.'}
        </Text>
      )}
      {opened ? (
        <HighlightDialog highlight={opened} actions={actions} onClose={() => setOpenId(null)} />
      ) : null}
    </DetailSection>
  );
}
