import { SegmentGroup, Spinner, Stack } from '@chakra-ui/react';
import { segmentGroupSlotRecipe } from '@chakra-ui/react/theme';
import { PREVIEW_LENGTHS } from '@vault/contracts';
import { lazy, Suspense, useState } from 'react';
import { HighlightableReader } from '../../highlights/HighlightableReader';
import { useItemHighlights } from '../../highlights/use-highlights';
import { CollapsibleText } from '../ui/CollapsibleText';

// Its own chunk: most visits never open it.
const SavedCopyTab = lazy(() => import('../../archive/SavedCopyTab'));

interface PageTextProps {
  contentId: number;
  text: string | null;
  /** Sanitised on the server (extraction/readable-html.ts): no script, handler or foreign frame. */
  readableHtml: string | null;
  /** The item is still being extracted. */
  extracting: boolean;
}

const MODES = ['Text', 'Reader', 'Saved copy'] as const;
/** Lines of a long plain text shown before "See more". */
const TEXT_COLLAPSED_LINES = 8;
type Mode = (typeof MODES)[number];

/**
 * The saved text, the page's reader view (headings, links, images) when there is one, where the
 * reader highlights, and the saved copy of the page as it was. An item with highlights opens in
 * the reader, where they show; an item without a reader view is highlighted in its text.
 */
export function PageText({ contentId, text, readableHtml, extracting }: PageTextProps) {
  const [chosen, setMode] = useState<Mode | null>(null);
  const { data: highlights } = useItemHighlights(contentId);
  const modes = MODES.filter((item) => item !== 'Reader' || readableHtml);
  const mode = chosen ?? (highlights?.length && readableHtml ? 'Reader' : 'Text');
  return (
    <Stack gap="3">
      <SegmentGroup.Root
        recipe={segmentGroupSlotRecipe}
        size="sm"
        alignSelf="flex-start"
        value={mode}
        onValueChange={(details) => setMode(modes.find((item) => item === details.value) ?? 'Text')}
        aria-label="Show the content as"
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={modes} />
      </SegmentGroup.Root>
      {mode === 'Saved copy' ? (
        <Suspense fallback={<Spinner size="sm" />}>
          <SavedCopyTab contentId={contentId} extracting={extracting} />
        </Suspense>
      ) : mode === 'Reader' && readableHtml ? (
        <HighlightableReader
          contentId={contentId}
          source={{ html: readableHtml }}
          css={{
            '& :is(p, ul, ol, blockquote, pre, figure, table)': { marginBlock: '0.75em' },
            '& :is(h1, h2, h3, h4)': { fontWeight: 'semibold', marginBlock: '1em 0.5em' },
            '& h1': { fontSize: 'xl' },
            '& h2': { fontSize: 'lg' },
            '& a': { color: 'brand.fg', textDecoration: 'underline' },
            '& :is(img, iframe)': { maxWidth: '100%', height: 'auto', borderRadius: 'md' },
            '& iframe': { aspectRatio: '16 / 9', width: '100%' },
            '& blockquote': { borderInlineStartWidth: '3px', paddingInlineStart: '3' },
            '& ul': { listStyleType: 'disc', paddingInlineStart: '5' },
            '& ol': { listStyleType: 'decimal', paddingInlineStart: '5' },
            '& pre': { overflowX: 'auto', fontFamily: 'mono', fontSize: 'sm' },
          }}
        />
      ) : text && !readableHtml ? (
        // Without a reader view the text is what highlights are placed in (the server's readerText).
        <HighlightableReader
          contentId={contentId}
          source={{
            text,
            collapsedLines:
              text.length > PREVIEW_LENGTHS.detailText ? TEXT_COLLAPSED_LINES : undefined,
          }}
          css={{}}
        />
      ) : text ? (
        <CollapsibleText text={text} limit={PREVIEW_LENGTHS.detailText} lineHeight="tall" />
      ) : null}
    </Stack>
  );
}
