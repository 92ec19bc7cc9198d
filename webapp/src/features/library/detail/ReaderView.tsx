import { Box, SegmentGroup, Stack } from '@chakra-ui/react';
import { segmentGroupSlotRecipe } from '@chakra-ui/react/theme';
import { PREVIEW_LENGTHS } from '@vault/contracts';
import { useState } from 'react';
import { CollapsibleText } from '../ui/CollapsibleText';

interface PageTextProps {
  text: string | null;
  /** Sanitised on the server (extraction/readable-html.ts): no script, handler or foreign frame. */
  readableHtml: string | null;
}

type Mode = 'Text' | 'Reader';

/** The saved text, or the page's reader view (headings, links, images) when there is one. */
export function PageText({ text, readableHtml }: PageTextProps) {
  const [mode, setMode] = useState<Mode>('Text');
  if (!readableHtml)
    return text ? (
      <CollapsibleText text={text} limit={PREVIEW_LENGTHS.detailText} lineHeight="tall" />
    ) : null;
  return (
    <Stack gap="3">
      <SegmentGroup.Root
        recipe={segmentGroupSlotRecipe}
        size="sm"
        alignSelf="flex-start"
        value={mode}
        onValueChange={(details) => setMode(details.value === 'Reader' ? 'Reader' : 'Text')}
        aria-label="Show the content as"
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={['Text', 'Reader']} />
      </SegmentGroup.Root>
      {mode === 'Reader' ? (
        <Box
          data-testid="reader-view"
          // The long text in a book face where the system has one (docs/design.md).
          fontFamily='"Iowan Old Style", Charter, "Bitstream Charter", "Sitka Text", Cambria, Georgia, serif'
          fontSize="lg"
          maxW="70ch"
          lineHeight="tall"
          overflowWrap="anywhere"
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
          dangerouslySetInnerHTML={{ __html: readableHtml }}
        />
      ) : text ? (
        <CollapsibleText text={text} limit={PREVIEW_LENGTHS.detailText} lineHeight="tall" />
      ) : null}
    </Stack>
  );
}
