import { BadRequestException, ConflictException, PayloadTooLargeException } from '@nestjs/common';
import { IMPORT_FORMAT_LABELS, IMPORT_UPLOAD_FIELD, LIMITS } from '@vault/contracts';

const SUPPORTED = Object.values(IMPORT_FORMAT_LABELS).join('; ');

function megabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}

/** The refusals of an import file; each imports nothing. */
export const importErrors = {
  unknownFormat: () =>
    new BadRequestException({
      message: `This file is not an export Vault can read. Supported: ${SUPPORTED}.`,
      code: 'unknown_import_format',
    }),
  malformed: (format: string, detail: string) =>
    new BadRequestException({
      message: `This looks like ${format}, but it could not be read: ${detail}. Nothing was imported.`,
      code: 'malformed_import',
    }),
  empty: () =>
    new BadRequestException({
      message: 'No links were found in this file. Nothing was imported.',
      code: 'empty_import',
    }),
  tooManyRows: () =>
    new BadRequestException({
      message: `A file can hold at most ${LIMITS.importRowsMax.toLocaleString('en-US')} links. Split it and import the parts.`,
      code: 'import_too_many_rows',
    }),
  tooManyPending: (pending: number) =>
    new ConflictException({
      message: `Your library already has ${pending.toLocaleString('en-US')} imported links waiting to be read; with this file it would pass ${LIMITS.importPendingItemsMax.toLocaleString('en-US')}. Import it once they are done, or import a smaller file. Nothing was imported.`,
      code: 'import_too_many_pending',
    }),
  tooLarge: (maxBytes: number) =>
    new PayloadTooLargeException({
      message: `The file is larger than ${megabytes(maxBytes)}. Split it and import the parts.`,
      code: 'import_too_large',
    }),
  zipTooLarge: () =>
    new PayloadTooLargeException({
      message: `The zip unpacks to more than ${megabytes(LIMITS.importZipUnpackedMaxBytes)} or holds more than ${LIMITS.importZipEntriesMax.toLocaleString('en-US')} files. Nothing was imported.`,
      code: 'import_zip_too_large',
    }),
  tooManyFiles: () =>
    new BadRequestException({
      message: 'Send one file at a time.',
      code: 'too_many_files',
    }),
  noFile: () =>
    new BadRequestException({
      message: `Send the file as multipart/form-data in the "${IMPORT_UPLOAD_FIELD}" field.`,
      code: 'no_file',
    }),
  badUpload: () =>
    new BadRequestException({
      message: 'The upload could not be read. Please try again.',
      code: 'bad_upload',
    }),
};
