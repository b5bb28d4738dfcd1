import type { UploadedImage } from '@shared/contracts/uploads';
import { throwIfNotOk } from './api-client';

/**
 * Uploads one image (POST /api/uploads, multipart). The server checks type, size and pixels on
 * the bytes; its message comes back in the ApiError for a toast.
 */
export async function uploadImage(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file);
  const response = await fetch('/api/uploads', {
    method: 'POST',
    body: form,
    credentials: 'include',
  });
  await throwIfNotOk(response);
  return (await response.json()) as UploadedImage;
}
