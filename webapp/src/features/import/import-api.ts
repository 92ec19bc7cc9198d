import {
  type ExportFormat,
  IMPORT_UPLOAD_FIELD,
  type ImportJob,
  type ImportJobDetail,
  type ImportStarted,
} from '@vault/contracts';
import { apiGet, apiSend, HttpError } from '../../lib/api';

export const IMPORTS_KEY = ['/api/import'] as const;
export const importKey = (id: number) => ['/api/import', id] as const;

export function fetchImports(): Promise<ImportJob[]> {
  return apiGet<ImportJob[]>('/api/import');
}

export function fetchImport(id: number): Promise<ImportJobDetail> {
  return apiGet<ImportJobDetail>(`/api/import/${id}`);
}

export function cancelImport(id: number): Promise<ImportJobDetail> {
  return apiSend<ImportJobDetail>('DELETE', `/api/import/${id}`);
}

/** `POST /api/import` as multipart (field `file`): answers `{ id }` once the file is read. */
export async function startImport(file: File): Promise<ImportStarted> {
  const form = new FormData();
  form.append(IMPORT_UPLOAD_FIELD, file, file.name);
  const response = await fetch('/api/import', {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json' },
    body: form,
  });
  if (!response.ok)
    throw new HttpError(response.status, (await response.text()).trim(), response.statusText);
  return (await response.json()) as ImportStarted;
}

/** The skipped rows and their reasons, as CSV: the browser downloads it. */
export const importReportUrl = (id: number) => `/api/import/${id}/report`;

/** The library in an open format, streamed by the server straight to disk. */
export const exportUrl = (format: ExportFormat) => `/api/export?format=${format}`;
