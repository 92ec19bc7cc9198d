import { describe, expect, it } from 'vitest';
import { hasErrors, validateSignIn, validateSignUp } from './validation';

describe('sign-in validation', () => {
  it('requires username and password', () => {
    expect(validateSignIn({ username: '  ', password: '' })).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
    expect(hasErrors(validateSignIn({ username: 'ann', password: 'x' }))).toBe(false);
  });
});

describe('sign-up validation', () => {
  const valid = { username: 'ann', email: 'ann@example.com', password: 'secret' };

  it('accepts a complete form', () => {
    expect(validateSignUp(valid)).toEqual({});
  });

  it('requires an e-mail in e-mail format', () => {
    expect(validateSignUp({ ...valid, email: '' }).email).toBe('Email is required');
    expect(validateSignUp({ ...valid, email: 'ann@example' }).email).toBe(
      'Please enter a valid email address',
    );
  });

  it('requires a password of at least 6 characters', () => {
    expect(validateSignUp({ ...valid, password: '12345' }).password).toBe(
      'Password must be at least 6 characters',
    );
    expect(validateSignUp({ ...valid, password: '' }).password).toBe('Password is required');
  });

  it('requires a username', () => {
    expect(validateSignUp({ ...valid, username: '' }).username).toBe('Username is required');
  });
});
