import { describe, expect, it } from 'vitest';
import { FIRST_PAGE_SEGMENTS } from '../src/app/first-page-code';
import { FIRST_PAGE_MODULES } from './first-screen-chunk';

describe('the first pages whose chunks the server preloads', () => {
  it('are the pages the entry script starts loading at once', () => {
    expect(Object.keys(FIRST_PAGE_MODULES).sort()).toEqual([...FIRST_PAGE_SEGMENTS].sort());
  });
});
