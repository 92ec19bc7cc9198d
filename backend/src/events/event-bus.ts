import type { ContentEvent } from '@vault/contracts';

export type EventListener = (event: ContentEvent) => void;

/** Delivers a user's live events (item status changes) to that user's open dashboards, in any process. */
export abstract class EventBus {
  abstract publish(userId: number, event: ContentEvent): Promise<void>;
  /** Returns the function that unsubscribes. */
  abstract subscribe(userId: number, listener: EventListener): () => void;
  abstract close(): Promise<void>;
}
