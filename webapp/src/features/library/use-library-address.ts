import { useAtomValue, useStore } from 'jotai';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readLibraryAddress, writeLibraryAddress } from './library-address';
import { chipAtom, searchQueryAtom, searchTextAtom, topicAtom } from './library-atoms';
import { libraryViewAtom } from './library-view';

/**
 * Keeps the dashboard's search, chip, topic and view in the address, so a view can be bookmarked
 * or shared and Back and Forward step through them. The address wins when it changes (a link, a
 * reload, Back); a change on the page becomes a new history entry, except while a search is being
 * refined (each settled word would otherwise be one step of Back).
 */
export function useLibraryAddress(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const store = useStore();
  const chip = useAtomValue(chipAtom);
  const search = useAtomValue(searchQueryAtom);
  const topic = useAtomValue(topicAtom);
  const view = useAtomValue(libraryViewAtom);
  const first = useRef(true);
  const firstRead = useRef(true);
  /** The address this hook last moved to: arriving there is not news to apply. */
  const written = useRef<string | null>(null);

  useLayoutEffect(() => {
    // Typing goes on while the address follows it: applying our own address back would undo
    // the letters typed since.
    if (written.current !== null && location.search === written.current) return;
    written.current = null;
    // Back to the plain library from an item: the list comes back as it was left (the atoms
    // outlive the page), and the address then follows them.
    if (firstRead.current && location.search === '') {
      firstRead.current = false;
      return;
    }
    const address = readLibraryAddress(location.search);
    store.set(chipAtom, address.chip);
    store.set(topicAtom, address.topic);
    if (store.get(searchQueryAtom) !== address.search) {
      store.set(searchTextAtom, address.search);
      store.set(searchQueryAtom, address.search);
    }
    // A first visit without a view shows this device's own; later, the address's (grid unnamed).
    if (address.view || !firstRead.current) store.set(libraryViewAtom, address.view ?? 'grid');
    firstRead.current = false;
  }, [location.search, store]);

  useEffect(() => {
    const current = readLibraryAddress(location.search);
    const next = writeLibraryAddress({
      search: store.get(searchQueryAtom),
      chip: store.get(chipAtom),
      topic: store.get(topicAtom),
      view: store.get(libraryViewAtom),
    });
    const wasFirst = first.current;
    first.current = false;
    if (next === writeLibraryAddress(current)) return;
    const wanted = readLibraryAddress(next);
    // Only the words changed, and there were words before and after: the search is being typed.
    const refining =
      current.search !== '' &&
      wanted.search !== '' &&
      wanted.chip === current.chip &&
      wanted.topic === current.topic &&
      wanted.view === current.view;
    written.current = next;
    void navigate({ search: next }, { replace: wasFirst || refining });
  }, [chip, search, topic, view, location.search, navigate, store]);
}
