import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadedImage } from '@shared/contracts/uploads';
import { errorBody } from '@shared/contracts/errors';
import { badRequest } from '@server/lib/app-error';
import { requireUser, userIdOf } from '@server/lib/auth/session-plugin';
import type { AppDeps } from '@server/lib/deps';
import { imageTooLarge, readImage, saveImage } from './uploads.service';

const tags = ['uploads'];

export function uploadsRoutes(app: FastifyInstance, { db }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/uploads',
    {
      schema: {
        tags,
        summary: 'Upload an image (multipart/form-data, field "file")',
        consumes: ['multipart/form-data'],
        response: {
          201: uploadedImage,
          400: errorBody,
          401: errorBody,
          413: errorBody,
          415: errorBody,
        },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest('Send the image as multipart/form-data');
      const file = await request.file();
      if (!file) throw badRequest('Choose an image to upload');
      const bytes = await file.toBuffer().catch((error: unknown) => {
        // @fastify/multipart stops reading at the size limit it was registered with.
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw imageTooLarge();
        throw error;
      });
      const image = await saveImage(db, userIdOf(request), bytes);
      return reply.status(201).send(image);
    },
  );

  // Plain (untyped) route: the answer is raw bytes, which the JSON type provider does not model.
  app.get<{ Params: { id: string } }>(
    '/api/uploads/:id',
    {
      schema: {
        tags,
        summary: 'An uploaded image',
        params: z.object({ id: z.uuid({ error: 'Image not found' }) }),
        response: { 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const image = await readImage(db, request.params.id);
      return reply
        .type(image.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(image.data);
    },
  );
}
