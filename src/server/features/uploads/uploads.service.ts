import { eq } from 'drizzle-orm';
import { imageSize } from 'image-size';
import type { UPLOAD_IMAGE_TYPES } from '@shared/constants';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS, UPLOAD_MAX_SIDE } from '@shared/constants';
import { type UploadedImage, uploadUrl } from '@shared/contracts/uploads';
import type { Db } from '@server/db/client';
import { uploads } from '@server/db/schema/uploads';
import { AppError, badRequest, notFound } from '@server/lib/app-error';

const CONTENT_TYPES: Record<string, (typeof UPLOAD_IMAGE_TYPES)[number]> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

const MAX_MB = UPLOAD_MAX_BYTES / (1024 * 1024);
export const UNSUPPORTED_IMAGE = 'Only JPEG, PNG, WebP and GIF images can be uploaded';
export const IMAGE_TOO_LARGE = `Images can be at most ${MAX_MB} MB`;
export const TOO_MANY_PIXELS = `Images can be at most ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels and ${UPLOAD_MAX_SIDE} pixels on a side`;

export const imageTooLarge = () => new AppError(413, 'image_too_large', IMAGE_TOO_LARGE);

/**
 * Reads what the bytes really are (never the file name or the browser's claim), checks the
 * limits, and stores the image under a generated id.
 */
export async function saveImage(db: Db, ownerId: string, bytes: Buffer): Promise<UploadedImage> {
  if (bytes.length === 0) throw badRequest('The file is empty');
  if (bytes.length > UPLOAD_MAX_BYTES) throw imageTooLarge();

  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    throw new AppError(415, 'unsupported_image', UNSUPPORTED_IMAGE);
  }
  const contentType = size.type ? CONTENT_TYPES[size.type] : undefined;
  if (!contentType) throw new AppError(415, 'unsupported_image', UNSUPPORTED_IMAGE);
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

  const [row] = await db
    .insert(uploads)
    .values({ ownerId, contentType, byteSize: bytes.length, width, height, data: bytes })
    .returning({ id: uploads.id });
  return {
    id: row!.id,
    url: uploadUrl(row!.id),
    contentType,
    byteSize: bytes.length,
    width,
    height,
  };
}

export async function readImage(db: Db, id: string) {
  const [row] = await db
    .select({ contentType: uploads.contentType, data: uploads.data })
    .from(uploads)
    .where(eq(uploads.id, id));
  if (!row) throw notFound('Image not found');
  return row;
}
