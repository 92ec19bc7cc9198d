import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import { AVATAR } from '@vault/contracts';
import type { UploadRefusals } from '../../../common/http/multipart-upload.js';

const chooseOne = () =>
  new BadRequestException(`Choose a picture to upload (field "${AVATAR.field}")`);

/** How a refused profile picture upload is answered. */
export const avatarUploadErrors: UploadRefusals = {
  notMultipart: chooseOne,
  noFiles: chooseOne,
  malformed: () => new BadRequestException('The upload could not be read. Please try again.'),
  tooLarge: () =>
    new PayloadTooLargeException(
      `Please choose a picture smaller than ${AVATAR.maxBytes / (1024 * 1024)} MB.`,
    ),
  tooMany: () => new BadRequestException('Choose one picture.'),
};
