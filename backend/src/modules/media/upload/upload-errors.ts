import {
  BadRequestException,
  PayloadTooLargeException,
  ServiceUnavailableException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { MEDIA_MESSAGES } from '@vault/contracts';

/** The refusals of an upload; each refuses the whole selection (spec 5). */
export const uploadErrors = {
  invalidType: () =>
    new UnsupportedMediaTypeException({
      message: MEDIA_MESSAGES.invalidType,
      code: 'invalid_file_type',
    }),
  tooLarge: () =>
    new PayloadTooLargeException({ message: MEDIA_MESSAGES.tooLarge, code: 'file_too_large' }),
  tooMany: () =>
    new PayloadTooLargeException({ message: MEDIA_MESSAGES.tooMany, code: 'too_many_files' }),
  noFiles: () => new BadRequestException({ message: MEDIA_MESSAGES.noFiles, code: 'no_files' }),
  notMultipart: () =>
    new BadRequestException({
      message: 'Send the files as multipart/form-data in the "files" field.',
      code: 'not_multipart',
    }),
  malformed: () =>
    new BadRequestException({
      message: 'The upload could not be read. Please try again.',
      code: 'bad_upload',
    }),
  unavailable: () =>
    new ServiceUnavailableException({
      message: MEDIA_MESSAGES.unavailable,
      code: 'media_unavailable',
    }),
};
