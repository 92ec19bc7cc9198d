import { FILTER_PLATFORMS, CONTENT_FILTERS, TOPICS, type Topic } from '@vault/contracts';
import type { LibraryChip } from './content-filters';
import { LIBRARY_VIEWS, type LibraryView } from './library-view';

/** What the dashboard's address holds: `/?q=tag:ai%20is:fav&chip=youtube&topic=Science&view=list`. */
export interface LibraryAddress {
  search: string;
  chip: LibraryChip;
  topic: Topic | null;
  /** Absent: the view this device remembers. */
  view: LibraryView | null;
}

const CHIPS: readonly string[] = ['all', ...FILTER_PLATFORMS, ...CONTENT_FILTERS];

export function readLibraryAddress(search: string): LibraryAddress {
  const params = new URLSearchParams(search);
  const chip = params.get('chip') ?? 'all';
  const topic = params.get('topic');
  const view = params.get('view');
  return {
    search: params.get('q') ?? '',
    chip: (CHIPS.includes(chip) ? chip : 'all') as LibraryChip,
    topic: TOPICS.includes(topic as Topic) ? (topic as Topic) : null,
    view: LIBRARY_VIEWS.includes(view as LibraryView) ? (view as LibraryView) : null,
  };
}

/** The address's query string (with '?', or '' for the plain library); parameters in one order. */
export function writeLibraryAddress(address: LibraryAddress): string {
  const params = new URLSearchParams();
  if (address.search.trim()) params.set('q', address.search.trim());
  if (address.chip !== 'all') params.set('chip', address.chip);
  if (address.topic) params.set('topic', address.topic);
  if (address.view && address.view !== 'grid') params.set('view', address.view);
  const query = params.toString().replace(/\+/g, '%20');
  return query ? `?${query}` : '';
}
