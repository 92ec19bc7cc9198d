import { all, type DomDocument, type DomElement } from './dom.js';

/**
 * The ids of the panels a page's buttons open and close (`aria-controls`): the answers of a FAQ,
 * the sections of an accordion. A collapsed one is hidden until opened (`aria-hidden`, `hidden`,
 * `display: none`), but it is content a reader reaches with a click, not the page's furniture.
 */
export function disclosurePanelIds(document: DomDocument): Set<string> {
  const ids = new Set<string>();
  for (const control of all(document, '[aria-controls]'))
    for (const id of (control.getAttribute('aria-controls') ?? '').split(/\s+/))
      if (id) ids.add(id);
  return ids;
}

/**
 * Whether the element is one of those panels or a tab's panel (the content of another tab), or
 * the element that collapses around one (an accordion animates a wrapper, not the panel).
 */
export function disclosurePanel(element: DomElement, panelIds: Set<string>): boolean {
  if (ownPanel(element, panelIds)) return true;
  // The element that collapses may be a wrapper around the panel the button names.
  for (let child = element.firstElementChild; child; child = child.nextElementSibling)
    if (ownPanel(child, panelIds)) return true;
  return false;
}

function ownPanel(element: DomElement, panelIds: Set<string>): boolean {
  if (element.getAttribute('role') === 'tabpanel') return true;
  const id = element.getAttribute('id');
  return id !== null && panelIds.has(id);
}
