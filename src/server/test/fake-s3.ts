import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StoredObject = { body: Buffer; contentType: string | undefined };

export type FakeS3 = {
  url: string;
  bucket: string;
  accessKeyId: string;
  /** Keys (without the bucket) to what was put. */
  objects: Map<string, StoredObject>;
  close: () => Promise<void>;
};

function fail(response: ServerResponse, status: number, code: string) {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
}

/**
 * The object calls the upload store makes (PUT, GET with an optional Range, DELETE), on loopback
 * with path-style addresses, so the S3 path is tested without the network. Requests must be
 * signed (SigV4) with the fake's access key; the signature itself is the SDK's business.
 */
export async function startFakeS3(): Promise<FakeS3> {
  const bucket = 'matchday-test';
  const accessKeyId = 'FAKEACCESSKEY';
  const objects = new Map<string, StoredObject>();
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const auth = request.headers.authorization ?? '';
    if (!auth.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`))
      return fail(response, 403, 'AccessDenied');
    const path = decodeURIComponent(new URL(request.url!, 'http://s3').pathname);
    if (!path.startsWith(`/${bucket}/`)) return fail(response, 404, 'NoSuchBucket');
    const key = path.slice(bucket.length + 2);
    const stored = objects.get(key);
    switch (request.method) {
      case 'PUT':
        objects.set(key, {
          body: Buffer.concat(chunks),
          contentType: request.headers['content-type'],
        });
        response.writeHead(200, { etag: '"fake"' });
        return response.end();
      case 'GET': {
        if (!stored) return fail(response, 404, 'NoSuchKey');
        const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range ?? '');
        const body = range
          ? stored.body.subarray(Number(range[1]), Number(range[2]) + 1)
          : stored.body;
        response.writeHead(range ? 206 : 200, {
          'content-type': stored.contentType ?? 'application/octet-stream',
          'content-length': body.length,
        });
        return response.end(body);
      }
      case 'DELETE':
        objects.delete(key);
        response.writeHead(204);
        return response.end();
      default:
        return fail(response, 405, 'MethodNotAllowed');
    }
  };
  const server = createServer((request, response) => void handle(request, response));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId,
    objects,
    close: async () => {
      server.close();
      await once(server, 'close');
    },
  };
}
