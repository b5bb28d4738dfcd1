import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import type { UploadSettings } from '@server/config';

/** Bytes `start` to `end`, both included (an HTTP Range). */
export type ByteRange = { start: number; end: number };

/**
 * Where image bytes live, outside the database (a 5 MB bytea write stalls PGlite's one thread):
 * a folder on this machine, or an S3-compatible bucket that several instances share. Keys are
 * upload ids (uuids), never anything a client wrote.
 */
export type UploadStore = {
  /** A local folder incoming files are streamed to before they are checked and kept. */
  incomingDir: string;
  /** Keeps the local file at `path` under `key`; the local file is gone afterwards. */
  putFile: (key: string, path: string, contentType: string) => Promise<void>;
  putBytes: (key: string, bytes: Buffer, contentType: string) => Promise<void>;
  /** The stored bytes (or the range of them), or null when nothing is kept under `key`. */
  open: (key: string, range?: ByteRange) => Promise<Readable | null>;
  remove: (key: string) => Promise<void>;
  close: () => Promise<void>;
};

/** The store the settings name: S3 when configured, else a folder. */
export async function openUploadStore(settings: UploadSettings): Promise<UploadStore> {
  const temporary = settings.dir === null;
  const dir = settings.dir
    ? resolve(settings.dir)
    : mkdtempSync(join(tmpdir(), 'matchday-uploads-'));
  if (!settings.s3) return createDiskStore(dir, { temporary });
  const { createS3Store } = await import('./s3-store');
  return createS3Store(settings.s3, join(dir, '.incoming'));
}

/**
 * Files under `root`, spread over 256 subfolders by the id's first two characters. Incoming files
 * are written in `root/.incoming` so keeping one is a rename on the same disk.
 */
export function createDiskStore(root: string, { temporary = false } = {}): UploadStore {
  const incomingDir = join(root, '.incoming');
  mkdirSync(incomingDir, { recursive: true });
  const pathOf = (key: string) => join(root, key.slice(0, 2), key);
  // Each file system call is a round trip to libuv's thread pool; make each folder once.
  const made = new Set<string>();

  async function putFile(key: string, path: string) {
    const folder = dirname(pathOf(key));
    if (!made.has(folder)) {
      await mkdir(folder, { recursive: true });
      made.add(folder);
    }
    await rename(path, pathOf(key)).catch(async (error: NodeJS.ErrnoException) => {
      // The folder was removed behind our back: make it again.
      if (error.code !== 'ENOENT') throw error;
      await mkdir(folder, { recursive: true });
      await rename(path, pathOf(key));
    });
  }

  return {
    incomingDir,
    putFile,
    async putBytes(key, bytes) {
      const path = join(incomingDir, randomUUID());
      await writeFile(path, bytes);
      await putFile(key, path);
    },
    async open(key, range) {
      try {
        const handle = await open(pathOf(key), 'r');
        return handle.createReadStream(range ?? {});
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async close() {
      if (temporary) rmSync(root, { recursive: true, force: true });
    },
  };
}
