import { LIMITS, MEDIA_MESSAGES, MEDIA_MIME_TYPES } from '@vault/contracts';
import { serverMessage } from '../../lib/errors';

export interface ToastText {
  title: string;
  description: string;
}

/** What the file picker offers; the server checks the bytes anyway. */
export const MEDIA_ACCEPT = MEDIA_MIME_TYPES.join(',');

const ALLOWED = new Set<string>(MEDIA_MIME_TYPES);

/**
 * The client's check of a selection before sending (spec 5): one file of another type, or over
 * 50 MB, refuses the whole selection. Null when the selection may go.
 */
export function selectionProblem(files: Pick<File, 'type' | 'size'>[]): ToastText | null {
  if (files.some((file) => !ALLOWED.has(file.type))) {
    return { title: MEDIA_MESSAGES.invalidTypeTitle, description: MEDIA_MESSAGES.invalidType };
  }
  if (files.some((file) => file.size > LIMITS.mediaMaxBytes)) {
    return { title: MEDIA_MESSAGES.tooLargeTitle, description: MEDIA_MESSAGES.tooLarge };
  }
  return null;
}

/** The toast for a failed upload (spec 8): an unavailable media service has its own words. */
export function uploadFailure(error: unknown): ToastText {
  const message = serverMessage(error) ?? 'Failed to upload media';
  if (/media service|temporarily unavailable/i.test(message)) {
    return {
      title: 'Media uploads not available',
      description:
        'Media upload service is not configured. Please try again later or contact support.',
    };
  }
  return { title: 'Upload failed', description: message };
}

export function uploadSuccess(count: number): ToastText {
  return { title: 'Upload successful!', description: `${count} file(s) uploaded successfully.` };
}

/** File sizes as people read them: 512 B, 1.4 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}

/** A video's length as m:ss (or h:mm:ss). */
export function formatDuration(seconds: number): string {
  const total = Math.round(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
