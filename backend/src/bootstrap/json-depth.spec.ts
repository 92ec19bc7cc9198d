import { describe, expect, it } from 'vitest';
import { jsonNestingDepth } from './json-depth.js';

const depthOf = (text: string, limit = 100) => jsonNestingDepth(Buffer.from(text, 'utf8'), limit);

describe('jsonNestingDepth', () => {
  it('counts arrays and objects, not brackets inside strings or escaped quotes', () => {
    expect(depthOf('1')).toBe(0);
    expect(depthOf('{"a":[1,{"b":2}]}')).toBe(3);
    expect(depthOf('{"a":"[[[[{{{{"}')).toBe(1);
    expect(depthOf('{"a":"\\"[[[["}')).toBe(1);
    expect(depthOf('["é[", [["ü"]]]')).toBe(3);
  });

  it('stops as soon as the limit is passed', () => {
    expect(depthOf('['.repeat(1_000_000), 32)).toBe(33);
  });

  it('scans a large flat body quickly', () => {
    const body = Buffer.from(JSON.stringify({ html: '<p class="x">text</p>'.repeat(250_000) }));
    const started = performance.now();
    expect(jsonNestingDepth(body, 32)).toBe(1);
    // Generous: about 10 ms for 5 MB on a quiet machine.
    expect(performance.now() - started).toBeLessThan(500);
  });
});
