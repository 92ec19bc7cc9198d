import { useLayoutEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/**
 * A new page starts at its top; Back and Forward are left to the browser, which puts the page back
 * where it was. Only a change of page counts: a filter or search in the query string keeps the
 * visitor's place in the list.
 */
export function ScrollOnNavigate() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== NavigationType.Pop) window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}
