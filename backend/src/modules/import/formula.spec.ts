import { describe, expect, it } from 'vitest';
import { looksLikeFormula } from './formula.js';

describe('formula injection in imported files', () => {
  it('recognises planted formulas but keeps ordinary text', () => {
    expect(looksLikeFormula('=HYPERLINK("http://evil.example","x")')).toBe(true);
    expect(looksLikeFormula('@SUM(1+1)')).toBe(true);
    expect(looksLikeFormula("+cmd|' /C calc'!A0")).toBe(true);
    expect(looksLikeFormula('- a list item (2020)')).toBe(false);
    expect(looksLikeFormula('@someone said hello')).toBe(false);
    expect(looksLikeFormula('C++ tips')).toBe(false);
  });
});
