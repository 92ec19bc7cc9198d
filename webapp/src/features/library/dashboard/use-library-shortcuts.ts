import type { ContentItem } from '@vault/contracts';
import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { LIBRARY_ITEM_ATTRIBUTE } from '../card/library-item';
import { openSaveDialogAtom } from '../library-atoms';
import { useToggleFavorite } from '../use-toggle-favorite';
import { useToggleRead } from '../use-toggle-read';
import { isShortcutCandidate } from './shortcuts';

const ITEM_SELECTOR = `[${LIBRARY_ITEM_ATTRIBUTE}]`;

function focusedItem(): HTMLElement | null {
  return document.activeElement?.closest<HTMLElement>(ITEM_SELECTOR) ?? null;
}

/** Moves the focus ring to the next (+1) or previous (-1) item on screen, or to the first. */
function moveFocus(step: 1 | -1): void {
  const elements = Array.from(document.querySelectorAll<HTMLElement>(ITEM_SELECTOR));
  if (elements.length === 0) return;
  const current = focusedItem();
  const index = current ? elements.indexOf(current) + step : 0;
  const next = elements[Math.min(Math.max(index, 0), elements.length - 1)];
  // 'nearest': the page stays still while the next item is already in view.
  next?.focus({ preventScroll: true });
  next?.scrollIntoView({ block: 'nearest' });
}

function visibleSearchBox(): HTMLInputElement | null {
  const boxes = document.querySelectorAll<HTMLInputElement>('input[type="search"]');
  return Array.from(boxes).find((box) => box.checkVisibility()) ?? null;
}

/**
 * `/` search, `j`/`k` move, `o` or Enter open, `f` favourite, `e` read/unread, `s` save a link,
 * `?` the list of them (`onHelp`). Items are found by their attribute in the page, so the grid and
 * the list answer alike.
 */
export function useLibraryShortcuts(items: readonly ContentItem[], onHelp: () => void): void {
  const navigate = useNavigate();
  const openSaveDialog = useSetAtom(openSaveDialogAtom);
  const toggleFavorite = useToggleFavorite();
  const toggleRead = useToggleRead();
  // The listener is added once and reads the latest of these.
  const latest = useRef({ items, onHelp, navigate, openSaveDialog, toggleFavorite, toggleRead });
  latest.current = { items, onHelp, navigate, openSaveDialog, toggleFavorite, toggleRead };

  useEffect(() => {
    const focusedContent = (): ContentItem | undefined => {
      const id = Number(focusedItem()?.getAttribute(LIBRARY_ITEM_ATTRIBUTE));
      return latest.current.items.find((item) => item.id === id);
    };
    const openFocused = (): boolean => {
      const item = focusedContent();
      if (item) void latest.current.navigate(`/content/${item.id}`);
      return item !== undefined;
    };
    const actions: Record<string, (event: KeyboardEvent) => boolean> = {
      '/': () => {
        const box = visibleSearchBox();
        box?.focus();
        return box !== null;
      },
      j: () => (moveFocus(1), true),
      k: () => (moveFocus(-1), true),
      o: openFocused,
      // Enter on a control inside an item (a button, a link) is that control's own.
      Enter: (event) =>
        event.target instanceof Element && event.target.matches(ITEM_SELECTOR) && openFocused(),
      f: () => {
        const item = focusedContent();
        if (item) latest.current.toggleFavorite.mutate(item);
        return item !== undefined;
      },
      e: () => {
        const item = focusedContent();
        if (item) latest.current.toggleRead.mutate(item);
        return item !== undefined;
      },
      s: () => (latest.current.openSaveDialog(), true),
      '?': () => (latest.current.onHelp(), true),
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const action = Object.hasOwn(actions, event.key) ? actions[event.key] : undefined;
      if (!action || !isShortcutCandidate(event)) return;
      // Taken: `/` would otherwise be typed into the box it focuses.
      if (action(event)) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
