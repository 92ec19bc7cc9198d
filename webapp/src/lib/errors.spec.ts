import { describe, expect, it } from 'vitest';
import { HttpError } from './api';
import { errorDescription, serverCode, serverMessage } from './errors';

describe('serverMessage', () => {
  it('reads the message of a JSON error body', () => {
    const error = new HttpError(401, '{"message":"Invalid username or password"}', 'Unauthorized');
    expect(serverMessage(error)).toBe('Invalid username or password');
  });

  it('reads any error in the "<status>: <body>" form, with a code beside the message', () => {
    expect(serverMessage(new Error('409: {"message":"Username taken","code":"conflict"}'))).toBe(
      'Username taken',
    );
  });

  it('gives undefined when the body is not JSON, has no message, or the value is not an error', () => {
    expect(serverMessage(new HttpError(502, '', 'Bad Gateway'))).toBeUndefined();
    expect(serverMessage(new Error('500: <html>oops</html>'))).toBeUndefined();
    expect(serverMessage(new Error('400: {"code":"bad"}'))).toBeUndefined();
    expect(serverMessage(new Error('400: {"message":42}'))).toBeUndefined();
    expect(serverMessage(new Error('400: null'))).toBeUndefined();
    expect(serverMessage(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(serverMessage('401: {"message":"no"}')).toBeUndefined();
  });

  it('falls back to the given text', () => {
    expect(errorDescription(new TypeError('Failed to fetch'), 'Failed to log in')).toBe(
      'Failed to log in',
    );
    expect(errorDescription(new Error('400: {"message":"Email taken"}'), 'x')).toBe('Email taken');
  });
});

describe('serverCode', () => {
  it('reads the code beside the message, if any', () => {
    const limit = new HttpError(402, '{"message":"No saves left","code":"limit_reached"}', '');
    expect(serverCode(limit)).toBe('limit_reached');
    expect(serverCode(new Error('400: {"message":"Invalid URL"}'))).toBeUndefined();
    expect(serverCode(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});
