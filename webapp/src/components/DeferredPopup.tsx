import {
  cloneElement,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type ReactElement,
} from 'react';
import { toastError } from './toaster';

/** What opened the popup: replayed on the real trigger once the popup's code has loaded. */
type OpeningGesture = { kind: 'click' } | { kind: 'key'; key: string };

/** Keys that open a menu from its button (WAI-ARIA menu button); a dialog's button opens on click. */
const MENU_OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/** What the popup component receives besides its own props: the button to wrap as its trigger. */
export interface PopupTriggerProps {
  trigger: ReactElement;
}

interface DeferredPopupProps<P extends object> {
  /** The button, as it looks before and after the popup's code has loaded. */
  trigger: ReactElement;
  /** Loads the popup (a menu or a drawer wrapping `trigger` in its own Trigger). */
  load: () => Promise<ComponentType<P & PopupTriggerProps>>;
  props: P;
  /** A menu also opens from the keyboard with Enter, Space and the arrows. */
  kind: 'menu' | 'dialog';
}

/**
 * A menu or drawer whose code loads the first time it is wanted, not with the page: the dashboard
 * shows fifty card menus and nobody opens most of them. Until then the button is a plain button
 * that starts the download when pointed at or focused; the first click or key opens the real popup
 * once it has loaded, replayed on its own trigger, so the popup behaves as if it had always been
 * there (focus, keyboard, close and return of focus are the library's).
 */
export function DeferredPopup<P extends object>({
  trigger,
  load,
  props,
  kind,
}: DeferredPopupProps<P>) {
  const [popup, setPopup] = useState<{
    Component: ComponentType<P & PopupTriggerProps>;
    gesture: OpeningGesture;
  } | null>(null);
  const loading = useRef(false);
  const container = useRef<HTMLSpanElement>(null);

  // Effects run children first: the popup's state machine is listening by now.
  useEffect(() => {
    if (popup) replayGesture(container.current, popup.gesture);
  }, [popup]);

  if (popup) {
    return (
      <span ref={container} style={{ display: 'contents' }}>
        <popup.Component {...props} trigger={trigger} />
      </span>
    );
  }

  const preload = () => void load().catch(() => undefined);
  const open = (gesture: OpeningGesture) => {
    if (loading.current) return;
    loading.current = true;
    load().then(
      (Component) => setPopup({ Component, gesture }),
      () => {
        loading.current = false;
        toastError('Could not open', 'Check your connection and try again.');
      },
    );
  };

  return cloneElement(trigger as ReactElement<Record<string, unknown>>, {
    'aria-haspopup': kind,
    'aria-expanded': false,
    onPointerEnter: preload,
    onFocus: preload,
    onClick: () => open({ kind: 'click' }),
    onKeyDown: (event: KeyboardEvent) => {
      if (kind !== 'menu' || !MENU_OPENING_KEYS.has(event.key)) return;
      // The key opens the menu; the button must not also see a click.
      event.preventDefault();
      open({ kind: 'key', key: event.key });
    },
  });
}

function replayGesture(container: HTMLElement | null, gesture: OpeningGesture): void {
  const trigger = container?.querySelector<HTMLElement>('[aria-haspopup]');
  if (!trigger) return;
  if (gesture.kind === 'click') {
    trigger.click();
    return;
  }
  // The plain button had the focus; the real trigger takes it, then sees the key.
  trigger.focus();
  trigger.dispatchEvent(
    new globalThis.KeyboardEvent('keydown', { key: gesture.key, bubbles: true, cancelable: true }),
  );
}
