import { imageSize } from 'image-size';
import type { UPLOAD_IMAGE_TYPES } from '@shared/constants';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS, UPLOAD_MAX_SIDE } from '@shared/constants';
import { AppError, badRequest } from '@server/lib/app-error';

type ImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

const CONTENT_TYPES: Record<string, ImageType> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

const MAX_MB = UPLOAD_MAX_BYTES / (1024 * 1024);
export const UNSUPPORTED_IMAGE = 'Only JPEG, PNG, WebP and GIF images can be uploaded';
export const IMAGE_TOO_LARGE = `Images can be at most ${MAX_MB} MB`;
export const TOO_MANY_PIXELS = `Images can be at most ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels and ${UPLOAD_MAX_SIDE} pixels on a side`;
export const EMPTY_FILE = 'The file is empty';

export const imageTooLarge = () => new AppError(413, 'image_too_large', IMAGE_TOO_LARGE);
const unsupported = () => new AppError(415, 'unsupported_image', UNSUPPORTED_IMAGE);

export type ImageFacts = { contentType: ImageType; width: number; height: number };

/**
 * What the bytes really are (never the file name or the browser's claim) and whether they are
 * within the limits. Only the file's first bytes are read: every accepted format states its type
 * and size in its header, so this takes microseconds and can stay on the event loop.
 */
export function inspectImage(head: Buffer, byteSize: number): ImageFacts {
  if (byteSize === 0) throw badRequest(EMPTY_FILE);
  if (byteSize > UPLOAD_MAX_BYTES) throw imageTooLarge();
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(head);
  } catch {
    throw unsupported();
  }
  const contentType = size.type ? CONTENT_TYPES[size.type] : undefined;
  if (!contentType) throw unsupported();
  const { width, height } = size;
  if (
    !width ||
    !height ||
    width > UPLOAD_MAX_SIDE ||
    height > UPLOAD_MAX_SIDE ||
    width * height > UPLOAD_MAX_PIXELS
  ) {
    throw badRequest(TOO_MANY_PIXELS);
  }
  return { contentType, width, height };
}

export const quotaMessage = (quotaBytes: number) =>
  `You can keep at most ${Math.round(quotaBytes / (1024 * 1024))} MB of images`;
export const quotaFull = (quotaBytes: number) =>
  new AppError(413, 'upload_quota_exceeded', quotaMessage(quotaBytes));
