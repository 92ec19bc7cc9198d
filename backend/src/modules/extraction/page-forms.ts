import { all, type DomDocument, type DomElement } from './dom.js';

/** Controls a person types or picks in: what a search box or a sign-up form is made of. */
const ENTRY_CONTROLS = 'input:not([type="hidden" i]), textarea, select';
/** A form with less text than this is a search box or a sign-up, not a page-wide wrapper. */
const MAX_FORM_CHARS = 1_000;

/** The forms with something to fill in; read before the controls go with the page's noise. */
export function entryForms(root: DomDocument | DomElement): Set<DomElement> {
  return new Set(all(root, 'form').filter((form) => form.querySelector(ENTRY_CONTROLS) !== null));
}

/**
 * Search and sign-up forms are furniture. Some sites wrap the whole page in one form, which
 * stays, and a form with nothing to fill in (a comment's text kept ready for editing) is text.
 */
export function furnitureForm(form: DomElement, withEntries: Set<DomElement>): boolean {
  return withEntries.has(form) && (form.textContent ?? '').trim().length < MAX_FORM_CHARS;
}
