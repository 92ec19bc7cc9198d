import { Box, Button, Input, Link, Stack, Text } from '@chakra-ui/react';
import type { Transcript, TranscriptLine, VideoChapter } from '@vault/contracts';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { DetailSection } from '../DetailSection';
import { timestamp, videoMomentUrl } from './video-moments';

function Moment({ itemUrl, seconds }: { itemUrl: string; seconds: number }) {
  const href = videoMomentUrl(itemUrl, seconds);
  const label = timestamp(seconds);
  const style = { fontVariantNumeric: 'tabular-nums', minW: '14', flexShrink: 0 } as const;
  if (!href) {
    return (
      <Text as="span" color="fg.muted" {...style}>
        {label}
      </Text>
    );
  }
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      color="brand.fg"
      textDecoration="underline"
      textUnderlineOffset="2px"
      aria-label={`Play from ${label}`}
      {...style}
    >
      {label}
    </Link>
  );
}

/** A video's chapters from its description, each linking to its moment. */
export function ChaptersSection({
  itemUrl,
  chapters,
}: {
  itemUrl: string;
  chapters: readonly VideoChapter[];
}) {
  return (
    <DetailSection title="Chapters">
      <Stack as="ol" gap="1.5" listStyleType="none">
        {chapters.map((chapter) => (
          <Box as="li" key={chapter.start} display="flex" gap="3" data-testid="chapter">
            <Moment itemUrl={itemUrl} seconds={chapter.start} />
            <Text as="span" overflowWrap="anywhere">
              {chapter.title}
            </Text>
          </Box>
        ))}
      </Stack>
    </DetailSection>
  );
}

function matching(lines: readonly TranscriptLine[], query: string): readonly TranscriptLine[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return lines;
  return lines.filter((line) => {
    const text = line.text.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

const SOURCE_LABELS: Record<Transcript['source'], string> = {
  uploaded: 'Captions',
  automatic: 'Automatic captions',
};

/**
 * The transcript, each line linking to its moment of the video, with a filter; collapsed to a
 * few lines until "Show all".
 */
export function TranscriptSection({
  itemUrl,
  transcript,
}: {
  itemUrl: string;
  transcript: Transcript;
}) {
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState(false);
  const deferred = useDeferredValue(query);
  const lines = useMemo(() => matching(transcript.lines, deferred), [transcript.lines, deferred]);
  const inputId = useId();
  const listId = useId();
  const filtering = deferred.trim().length > 0;
  const open = expanded || filtering;
  return (
    <DetailSection title="Transcript">
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {SOURCE_LABELS[transcript.source]}
          {transcript.lang ? ` · ${transcript.lang}` : ''} ·{' '}
          {transcript.lines.length.toLocaleString('en-US')} lines
        </Text>
        <Box>
          <label htmlFor={inputId}>
            <Text as="span" fontSize="sm" fontWeight="medium">
              Find in transcript
            </Text>
          </label>
          <Input
            id={inputId}
            type="search"
            size="sm"
            mt="1"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Words said in the video"
            aria-controls={listId}
          />
        </Box>
        {filtering ? (
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {lines.length === 0
              ? 'No line says that.'
              : `${lines.length.toLocaleString('en-US')} ${lines.length === 1 ? 'line' : 'lines'}`}
          </Text>
        ) : null}
        <Box
          id={listId}
          maxH={open ? undefined : '64'}
          overflow="hidden"
          position="relative"
          data-testid="transcript-lines"
          data-expanded={open}
        >
          <Stack as="ol" gap="1.5" listStyleType="none">
            {lines.map((line) => (
              <Box
                as="li"
                key={`${line.start}-${line.text}`}
                display="flex"
                gap="3"
                data-testid="transcript-line"
              >
                <Moment itemUrl={itemUrl} seconds={line.start} />
                <Text as="span" overflowWrap="anywhere" lineHeight="tall">
                  {line.text}
                </Text>
              </Box>
            ))}
          </Stack>
        </Box>
        {filtering ? null : (
          <Button
            variant="outline"
            size="sm"
            alignSelf="flex-start"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? 'Show less' : 'Show all'}
          </Button>
        )}
      </Stack>
    </DetailSection>
  );
}
