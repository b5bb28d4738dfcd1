import { createReadStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '@server/config';
import type { UploadStore } from './upload-store';

const PREFIX = 'uploads/';

/**
 * Images in an S3-compatible bucket (AWS, MinIO, R2...), so every instance serves every image.
 * Files are still received on the local disk first: they are checked before anything is sent, and
 * a local file gives the length S3 wants up front.
 */
export async function createS3Store(
  settings: S3Settings,
  incomingDir: string,
): Promise<UploadStore> {
  await mkdir(incomingDir, { recursive: true });
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    // Plain bodies with a length, not streamed aws-chunked checksums, which not every
    // S3-compatible server accepts.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  async function put(
    key: string,
    Body: Buffer | Readable,
    ContentLength: number,
    ContentType: string,
  ) {
    await client.send(
      new PutObjectCommand({ Bucket, Key: PREFIX + key, Body, ContentLength, ContentType }),
    );
  }

  return {
    incomingDir,
    async putFile(key, path, contentType) {
      const { size } = await stat(path);
      await put(key, createReadStream(path), size, contentType);
      await rm(path, { force: true });
    },
    putBytes: (key, bytes, contentType) => put(key, bytes, bytes.length, contentType),
    async open(key, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: PREFIX + key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        return answer.Body as Readable;
      } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
          return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: PREFIX + key }));
    },
    async close() {
      client.destroy();
    },
  };
}
