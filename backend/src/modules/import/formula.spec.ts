import { describe, expect, it } from 'vitest';
import { formulaSafe, looksLikeFormula } from './formula.js';

describe('formula injection', () => {
  it('neutralises every cell a spreadsheet would run', () => {
    for (const cell of ['=1+1', '+SUM(A1)', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])
      expect(formulaSafe(cell)).toBe(`'${cell}`);
    expect(formulaSafe('Plain title')).toBe('Plain title');
  });

  it('recognises planted formulas but keeps ordinary text', () => {
    expect(looksLikeFormula('=HYPERLINK("http://evil.example","x")')).toBe(true);
    expect(looksLikeFormula('@SUM(1+1)')).toBe(true);
    expect(looksLikeFormula("+cmd|' /C calc'!A0")).toBe(true);
    expect(looksLikeFormula('- a list item (2020)')).toBe(false);
    expect(looksLikeFormula('@someone said hello')).toBe(false);
    expect(looksLikeFormula('C++ tips')).toBe(false);
  });
});
