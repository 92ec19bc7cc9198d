import type { PageCopyStatus } from '@vault/contracts';
import { apiGet } from '../../lib/api';

/** The saved copy itself: a sandboxed document the server serves with a script-free policy. */
export function copyPath(contentId: number): string {
  return `/api/content/${contentId}/copy`;
}

export function screenshotPath(contentId: number): string {
  return `/api/content/${contentId}/screenshot`;
}

export function fetchCopyStatus(contentId: number): Promise<PageCopyStatus> {
  return apiGet<PageCopyStatus>(`/api/content/${contentId}/copy/status`);
}
