import type { LoginRequest, RegisterRequest, User } from '@vault/contracts';
import { apiGet, apiSend, HttpError } from '../../lib/api';

export const CURRENT_USER_KEY = ['/api/auth/user'] as const;

/** `GET /api/auth/user`: the signed-in user, or null when the answer is 401 (signed out). */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    // A signed-out answer with an empty body counts as signed out too.
    return (await apiGet<User | null>(CURRENT_USER_KEY[0])) ?? null;
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}

export function login(body: LoginRequest): Promise<unknown> {
  return apiSend('POST', '/api/login', body);
}

export function register(body: RegisterRequest): Promise<unknown> {
  return apiSend('POST', '/api/register', body);
}

export function logout(): Promise<unknown> {
  return apiSend('POST', '/api/logout');
}
