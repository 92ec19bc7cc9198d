import { describe, expect, it } from 'vitest';
import { parseSearch } from './search-query.js';
import { phraseWords } from './search-sql.js';

describe('phraseWords', () => {
  const words = (input: string) => phraseWords(parseSearch(input)!);

  it('looks a phrase up by its words, quotes removed', () => {
    expect(words('"supply chain" risk')).toMatchObject({
      text: ' supply chain  risk',
      head: ' supply chain ',
      prefix: 'risk',
    });
  });

  it('leaves searches without a phrase as they are', () => {
    expect(words('supply chain')).toBeNull();
  });

  it('keeps the quotes when an exclusion or OR would change what the words match', () => {
    expect(words('-"supply chain" risk')).toBeNull();
    expect(words('"supply chain" or logistics')).toBeNull();
  });
});
