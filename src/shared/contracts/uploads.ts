import { z } from 'zod';

export const uploadedImage = z.object({
  id: z.string(),
  /** Where the image is served; store this in a venue's or post's images. */
  url: z.string(),
  contentType: z.string(),
  byteSize: z.number(),
  width: z.number(),
  height: z.number(),
});
export type UploadedImage = z.infer<typeof uploadedImage>;

/** `/api/uploads/{id}`: the only image URLs the server accepts in images[] fields. */
export const UPLOAD_URL_PATTERN = /^\/api\/uploads\/[0-9a-f-]{36}$/;
export const uploadUrl = (id: string) => `/api/uploads/${id}`;
