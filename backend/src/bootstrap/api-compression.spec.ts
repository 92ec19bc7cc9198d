import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { shouldCompress } from './api-compression.js';

function answer(method: string, contentType: string) {
  const request = { method, headers: {} } as unknown as Request;
  const response = {
    getHeader: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : undefined),
  } as unknown as Response;
  return { request, response };
}

describe('which API answers are compressed', () => {
  it('JSON read with GET', () => {
    const { request, response } = answer('GET', 'application/json; charset=utf-8');
    expect(shouldCompress(request, response)).toBe(true);
  });

  it('not answers to writes, which may hold a secret beside what the request sent (BREACH)', () => {
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE']) {
      const { request, response } = answer(method, 'application/json; charset=utf-8');
      expect(shouldCompress(request, response), method).toBe(false);
    }
  });

  it('not the live event stream, nor what does not compress', () => {
    const events = answer('GET', 'text/event-stream; charset=utf-8');
    expect(shouldCompress(events.request, events.response)).toBe(false);
    const image = answer('GET', 'image/jpeg');
    expect(shouldCompress(image.request, image.response)).toBe(false);
  });
});
