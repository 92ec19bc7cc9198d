import { Box, type BoxProps, Button } from '@chakra-ui/react';
import { HIGHLIGHT_LIMITS, type Highlight, type HighlightColor } from '@vault/contracts';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { toastError } from '../../components/toaster';
import { errorDescription } from '../../lib/errors';
import { HighlightDialog } from './HighlightDialog';
import { MARK_STYLES } from './highlight-colors';
import { SelectionToolbar } from './SelectionToolbar';
import {
  type PaintedHighlight,
  paintHighlights,
  selectionIn,
  selectOffsets,
  type TextSelection,
} from './text-offsets';
import { useHighlightActions, useItemHighlights } from './use-highlights';

/** How long a selection must stay still before the toolbar shows (touch handles move it a lot). */
const SELECTION_SETTLE_MS = 300;
/** The toolbar's width, for keeping it inside the reader. */
const TOOLBAR_WIDTH = 260;

/**
 * What is shown and highlighted: the reader view's HTML or, for an item without one, its plain
 * text. Highlights count positions in the same text the server anchors them in (its
 * `readerText`: the reader view's text, else the plain text).
 */
export type ReaderSource =
  | {
      /** Sanitised on the server (extraction/readable-html.ts): no script, handler or foreign frame. */
      html: string;
    }
  | {
      text: string;
      /** Lines shown until "See more" when the text is long; all of it when it has highlights. */
      collapsedLines?: number;
    };

interface HighlightableReaderProps {
  contentId: number;
  source: ReaderSource;
  /** The reader's typography. */
  css: BoxProps['css'];
}

interface Pending {
  selection: TextSelection;
  top: number;
  left: number;
}

/**
 * The reader view with the person's highlights painted in it. Selecting text shows a toolbar
 * (a colour, or Note); clicking a highlight opens it to change its colour, note or tags, or
 * delete it. Only highlights placed in the current text are painted.
 */
export function HighlightableReader({ contentId, source, css }: HighlightableReaderProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  const reader = useRef<HTMLDivElement>(null);
  const { data: highlights } = useItemHighlights(contentId);
  const actions = useHighlightActions(contentId);
  const [pending, setPending] = useState<Pending | null>(null);
  const [open, setOpen] = useState<{ id: number; focusNote: boolean } | null>(null);
  const [expanded, setExpanded] = useState(false);
  const html = 'html' in source ? source.html : null;
  const text = 'text' in source ? source.text : null;
  const collapsedLines = 'text' in source ? source.collapsedLines : undefined;
  const collapsed = collapsedLines !== undefined && !expanded && !highlights?.length;

  // What is painted, as a value: the text is rebuilt only when it changes, so the list arriving
  // empty, or coming back unchanged, never takes a selection away.
  const painted = JSON.stringify(
    (highlights ?? []).flatMap((highlight): PaintedHighlight[] =>
      highlight.status === 'attached' && highlight.start !== null && highlight.end !== null
        ? [
            {
              id: highlight.id,
              start: highlight.start,
              end: highlight.end,
              color: highlight.color,
              label: `Highlight: ${highlight.quote.slice(0, 60)}${highlight.note ? ' (has a note)' : ''}`,
            },
          ]
        : [],
    ),
  );

  useLayoutEffect(() => {
    const element = reader.current;
    if (!element) return;
    // A selection made while highlights were loading is put back at the same place.
    const before = element.textContent;
    const selected = selectionIn(element, document.getSelection(), 0);
    // Plain text goes in as one text node: its characters are the positions, nothing parsed.
    if (html === null) element.textContent = text ?? '';
    else element.innerHTML = html;
    paintHighlights(element, JSON.parse(painted) as PaintedHighlight[]);
    if (selected && element.textContent === before) {
      selectOffsets(element, selected.start, selected.end);
    }
  }, [html, text, painted]);

  const readSelection = useCallback(() => {
    const element = reader.current;
    const box = wrapper.current;
    if (!element || !box) return;
    const selection = selectionIn(element, document.getSelection(), HIGHLIGHT_LIMITS.contextLength);
    if (!selection) {
      setPending(null);
      return;
    }
    const range = document.getSelection()!.getRangeAt(0);
    const rects = range.getClientRects();
    const last = rects[rects.length - 1] ?? range.getBoundingClientRect();
    const outer = box.getBoundingClientRect();
    const left = Math.min(
      Math.max(0, last.left - outer.left),
      Math.max(0, outer.width - TOOLBAR_WIDTH),
    );
    setPending({ selection, top: last.bottom - outer.top + 8, left });
  }, []);

  useEffect(() => {
    let timer: number | undefined;
    const onChange = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(readSelection, SELECTION_SETTLE_MS);
    };
    document.addEventListener('selectionchange', onChange);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('selectionchange', onChange);
    };
  }, [readSelection]);

  const save = (color: HighlightColor, withNote: boolean) => {
    if (!pending) return;
    actions.create.mutate(
      { ...pending.selection, color },
      {
        onSuccess: (highlight: Highlight) => {
          document.getSelection()?.removeAllRanges();
          setPending(null);
          if (withNote) setOpen({ id: highlight.id, focusNote: true });
        },
        onError: (error) =>
          toastError('Error', errorDescription(error, 'Failed to save the highlight')),
      },
    );
  };

  const openMark = (target: EventTarget | null) => {
    const mark = (target as HTMLElement | null)?.closest?.('mark[data-highlight-id]');
    if (!(mark instanceof HTMLElement)) return false;
    setOpen({ id: Number(mark.dataset.highlightId), focusNote: false });
    return true;
  };

  const opened = open ? highlights?.find((highlight) => highlight.id === open.id) : undefined;
  return (
    <Box ref={wrapper} position="relative">
      <Box
        ref={reader}
        data-testid="reader-view"
        // The long text in a book face where the system has one (docs/design.md).
        fontFamily='"Iowan Old Style", Charter, "Bitstream Charter", "Sitka Text", Cambria, Georgia, serif'
        fontSize="lg"
        maxW="70ch"
        lineHeight="tall"
        overflowWrap="anywhere"
        whiteSpace={html === null ? 'pre-line' : undefined}
        lineClamp={collapsed ? collapsedLines : undefined}
        css={{ ...(css as object), ...MARK_STYLES }}
        onClick={(event) => {
          // A click that ends a selection is the selection's, not the mark's; a link stays a link.
          if (!document.getSelection()?.isCollapsed) return;
          if ((event.target as HTMLElement).closest('a')) return;
          if (openMark(event.target)) event.preventDefault();
        }}
        onKeyDown={(event) => {
          if ((event.key === 'Enter' || event.key === ' ') && openMark(event.target))
            event.preventDefault();
        }}
      />
      {collapsedLines !== undefined && !highlights?.length ? (
        <Button
          variant="plain"
          size="xs"
          px="0"
          h="auto"
          colorPalette="brand"
          color="colorPalette.fg"
          aria-expanded={expanded}
          onClick={() => setExpanded((shown) => !shown)}
        >
          {expanded ? 'See less' : 'See more'}
        </Button>
      ) : null}
      {pending ? (
        <SelectionToolbar
          top={pending.top}
          left={pending.left}
          busy={actions.create.isPending}
          onHighlight={(color) => save(color, false)}
          onNote={() => save('yellow', true)}
        />
      ) : null}
      {opened ? (
        <HighlightDialog
          highlight={opened}
          actions={actions}
          focusNote={open?.focusNote ?? false}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </Box>
  );
}
