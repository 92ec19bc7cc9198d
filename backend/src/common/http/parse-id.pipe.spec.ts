import { BadRequestException } from '@nestjs/common';
import { describe, expect, it } from 'vitest';
import { ParseIdPipe } from './parse-id.pipe.js';

const parse = (value: string) => new ParseIdPipe().transform(value, { type: 'param', data: 'id' });

describe('ParseIdPipe', () => {
  it('takes ids of an integer column', () => {
    expect(parse('1')).toBe(1);
    expect(parse('2147483647')).toBe(2147483647);
  });

  it.each(['0', '2147483648', '9999999999', '99999999999', '-1', '1.5', '1e3', ' 1', '0x10', ''])(
    'refuses %j with 400',
    (value) => {
      expect(() => parse(value)).toThrow(BadRequestException);
    },
  );
});
