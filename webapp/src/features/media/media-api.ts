import {
  MEDIA_UPLOAD_FIELD,
  type MediaAttachment,
  type UploadMediaResponse,
} from '@vault/contracts';
import { apiGet, apiRequest, HttpError } from '../../lib/api';

export function fetchMedia(contentId: number): Promise<MediaAttachment[]> {
  return apiGet<MediaAttachment[]>(`/api/content/${contentId}/media`);
}

export async function deleteMedia(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/media/${id}`);
}

/**
 * `POST /api/content/:id/media` as multipart (field `files`). XMLHttpRequest rather than fetch:
 * only it reports upload progress. Failures throw the same `HttpError` as every other call.
 */
export function uploadMedia(
  contentId: number,
  files: File[],
  onProgress: (percent: number) => void,
): Promise<MediaAttachment[]> {
  const form = new FormData();
  for (const file of files) form.append(MEDIA_UPLOAD_FIELD, file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/content/${contentId}/media`);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const text = request.responseText.trim();
      if (request.status < 200 || request.status >= 300) {
        reject(new HttpError(request.status, text, request.statusText));
        return;
      }
      try {
        resolve((JSON.parse(text) as UploadMediaResponse).attachments);
      } catch {
        reject(new Error('Failed to upload media'));
      }
    };
    request.onerror = () => reject(new Error('Failed to upload media'));
    request.send(form);
  });
}
