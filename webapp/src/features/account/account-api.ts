import {
  AVATAR,
  type ApiToken,
  type ChangePasswordRequest,
  type MessageResponse,
  type UpdateProfileRequest,
  type User,
} from '@vault/contracts';
import { apiGet, apiSend, HttpError } from '../../lib/api';

export const API_TOKENS_KEY = ['/api/auth/tokens'] as const;

/** `PATCH /api/auth/user`: names and e-mail. */
export function updateProfile(body: UpdateProfileRequest): Promise<User> {
  return apiSend<User>('PATCH', '/api/auth/user', body);
}

/** `POST /api/auth/user/avatar`: multipart, so not through the JSON helper; errors read the same way. */
export async function uploadAvatar(file: File): Promise<User> {
  const form = new FormData();
  form.append(AVATAR.field, file);
  const response = await fetch('/api/auth/user/avatar', {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json' },
    body: form,
  });
  if (!response.ok) {
    throw new HttpError(response.status, (await response.text()).trim(), response.statusText);
  }
  return (await response.json()) as User;
}

export function removeAvatar(): Promise<User> {
  return apiSend<User>('DELETE', '/api/auth/user/avatar');
}

/** `POST /api/auth/change-password` (spec 7). */
export function changePassword(
  body: ChangePasswordRequest & { confirmPassword: string },
): Promise<MessageResponse> {
  return apiSend<MessageResponse>('POST', '/api/auth/change-password', body);
}

export function listApiTokens(): Promise<ApiToken[]> {
  return apiGet<ApiToken[]>(API_TOKENS_KEY[0]);
}

export function revokeApiToken(id: number): Promise<void> {
  return apiSend<void>('DELETE', `/api/auth/tokens/${id}`);
}
