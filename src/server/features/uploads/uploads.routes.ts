import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uploadedImage } from '@shared/contracts/uploads';
import { errorResponses, uuidParams } from '@shared/contracts/common';
import { notFound } from '@server/lib/app-error';
import { requireUser, userIdOf } from '@server/lib/auth/session-plugin';
import type { AppDeps } from '@server/deps';
import { receiveUpload } from './receive-upload';
import { rangeOf } from './byte-range';
import {
  admitUpload,
  discardReceived,
  findImage,
  IMAGE_NOT_FOUND,
  saveImage,
  type UploadDeps,
} from './uploads.service';

const tags = ['uploads'];

export function uploadsRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, uploadStore: store } = deps;
  const uploadDeps: UploadDeps = {
    db,
    store,
    settings: deps.config.uploads,
    limiter: deps.limiter,
    clock: deps.clock,
  };

  api.post(
    '/api/uploads',
    {
      schema: {
        tags,
        summary: 'Upload an image (multipart/form-data, field "file")',
        consumes: ['multipart/form-data'],
        response: { 201: uploadedImage, ...errorResponses(400, 401, 413, 415, 429) },
      },
      preValidation: requireUser,
    },
    async (request, reply) => {
      const ownerId = userIdOf(request);
      await admitUpload(uploadDeps, ownerId);
      const file = await receiveUpload(request, store.incomingDir);
      try {
        return reply.status(201).send(await saveImage(uploadDeps, ownerId, file));
      } catch (error) {
        await discardReceived(file);
        throw error;
      }
    },
  );

  // Plain (untyped) route: the answer is raw bytes, which the JSON type provider does not model.
  // An id names one image forever, so it is the ETag and the answer may be cached for a year.
  app.get<{ Params: { id: string } }>(
    '/api/uploads/:id',
    {
      schema: {
        tags,
        summary: 'An uploaded image',
        params: uuidParams(IMAGE_NOT_FOUND),
        response: errorResponses(400, 404, 416),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const image = await findImage(db, id);
      const etag = `"${id}"`;
      reply
        .type(image.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('etag', etag)
        .header('accept-ranges', 'bytes');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      // Said on a 416 too, so the client learns the length (RFC 9110 §15.5.17).
      reply.header('content-range', `bytes */${image.byteSize}`);
      const range = rangeOf(request.headers.range, image.byteSize);
      reply.removeHeader('content-range');
      const body = await store.open(id, range ?? undefined);
      if (!body) throw notFound(IMAGE_NOT_FOUND);
      if (!range) return reply.header('content-length', image.byteSize).send(body);
      return reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${image.byteSize}`)
        .header('content-length', range.end - range.start + 1)
        .send(body);
    },
  );
}
