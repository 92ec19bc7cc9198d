import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';

// linkedom is patched (patches/linkedom+*.patch) to make a node's listener table on first use:
// made for every node, it cost a third of an extraction's CPU. Events must work as before.
describe('events on parsed nodes (linkedom, listener tables made on first use)', () => {
  const page = () => parseHTML('<main><p id="a">One</p><p id="b">Two</p></main>');

  it('delivers an event to its listener, bubbling to the parent, until the listener is removed', () => {
    const { document, Event } = page();
    const paragraph = document.getElementById('a')!;
    const heard: string[] = [];
    const onParagraph = () => heard.push('p');
    paragraph.addEventListener('ping', onParagraph);
    document.querySelector('main')!.addEventListener('ping', () => heard.push('main'));

    paragraph.dispatchEvent(new Event('ping', { bubbles: true }));
    paragraph.removeEventListener('ping', onParagraph);
    paragraph.dispatchEvent(new Event('ping', { bubbles: true }));

    expect(heard).toEqual(['p', 'main', 'main']);
  });

  it('lets a node that never had a listener dispatch, and remove one, without an error', () => {
    const { document, Event } = page();
    const paragraph = document.getElementById('b')!;
    expect(() => paragraph.removeEventListener('ping', () => undefined)).not.toThrow();
    expect(paragraph.dispatchEvent(new Event('ping'))).toBe(true);
  });

  it('calls a once listener once', () => {
    const { document, Event } = page();
    const paragraph = document.getElementById('a')!;
    let calls = 0;
    paragraph.addEventListener('ping', () => (calls += 1), { once: true });
    paragraph.dispatchEvent(new Event('ping'));
    paragraph.dispatchEvent(new Event('ping'));
    expect(calls).toBe(1);
  });
});
