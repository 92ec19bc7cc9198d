import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { mayCompress, shouldCompress } from './api-compression.js';

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

describe('which requests go through the compression middleware at all', () => {
  const request = (method: string, acceptEncoding?: string) =>
    ({
      method,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    }) as unknown as Request;

  it('a GET from a browser, which accepts brotli or gzip', () => {
    expect(mayCompress(request('GET', 'gzip, deflate, br, zstd'))).toBe(true);
    expect(mayCompress(request('GET', 'gzip'))).toBe(true);
    expect(mayCompress(request('GET', 'br;q=1.0, *;q=0.1'))).toBe(true);
  });

  it('not a client that accepts neither, nor a write', () => {
    expect(mayCompress(request('GET'))).toBe(false);
    expect(mayCompress(request('GET', 'identity'))).toBe(false);
    expect(mayCompress(request('GET', 'deflate'))).toBe(false);
    expect(mayCompress(request('POST', 'gzip, br'))).toBe(false);
  });
});
