import type { Request } from 'express';
import { IMPORT_UPLOAD_FIELD } from '@vault/contracts';
import {
  receiveFiles,
  type SpooledFile,
  type UploadRefusals,
} from '../../common/http/multipart-upload.js';
import { importErrors } from './import-errors.js';

const refusals = (maxBytes: number): UploadRefusals => ({
  notMultipart: importErrors.noFile,
  noFiles: importErrors.noFile,
  malformed: importErrors.badUpload,
  tooLarge: () => importErrors.tooLarge(maxBytes),
  tooMany: importErrors.tooManyFiles,
});

/**
 * The `file` part of a multipart request, spooled to a temporary file (never held in memory)
 * and refused (413) as soon as its bytes pass `maxBytes`. The caller removes it.
 */
export async function receiveImportFile(
  request: Request,
  maxBytes: number,
  tempDir: string,
): Promise<SpooledFile> {
  const [file] = await receiveFiles(request, {
    field: IMPORT_UPLOAD_FIELD,
    maxFileBytes: maxBytes,
    maxFiles: 1,
    tempDir,
    refusals: refusals(maxBytes),
  });
  return file!;
}
