import { AVATAR } from '@vault/contracts';

/** Why a chosen file cannot be a profile picture, checked before uploading; the server checks the bytes. */
export function avatarFileError(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!(AVATAR.mimeTypes as readonly string[]).includes(file.type)) {
    return 'Please choose a JPEG, PNG, GIF or WebP image.';
  }
  if (file.size > AVATAR.maxBytes) {
    return `Please choose an image smaller than ${AVATAR.maxBytes / (1024 * 1024)} MB.`;
  }
  return undefined;
}
