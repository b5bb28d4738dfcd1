import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, MEMORY_URL } from '@server/db/client';
import { seedDatabase } from '@server/db/seed/index';
import { createDiskStore } from '@server/features/uploads/upload-store';

declare module 'vitest' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** PGlite: a migrated, seeded data directory (tarball) every test file starts from. */
    pgliteTemplate: string;
    /** The seeded images of both templates, a folder each test file copies. */
    uploadsTemplate: string;
    /** PostgreSQL: server URL and the migrated, seeded template database to clone. */
    postgresTemplate: { url: string; database: string } | null;
  }
}

// Unique per run, so test runs from several checkouts on one server never drop each other's.
export const TEMPLATE_DATABASE = `matchday_test_template_${process.pid}`;

/**
 * Migrates and seeds once per run; each test file then starts from a copy (ARCHITECTURE rule 8:
 * PGlite's first open and a full migration are seconds, a copy is much less).
 */
export default async function setup(project: TestProject) {
  const uploadsDir = mkdtempSync(join(tmpdir(), `matchday-template-uploads-${project.name}-`));
  const uploadStore = createDiskStore(uploadsDir);
  project.provide('uploadsTemplate', uploadsDir);
  const database = await openDatabase(MEMORY_URL);
  await database.migrate();
  await seedDatabase(database.db, { demo: true, uploadStore });
  const client = (
    database.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } }
  ).$client;
  const dump = await client.dumpDataDir('none');
  const path = join(tmpdir(), `matchday-template-${project.name}-${process.pid}.tar`);
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', path);
  const removeTarball = () => {
    rmSync(path, { force: true });
    rmSync(uploadsDir, { recursive: true, force: true });
  };

  const url = process.env.TEST_DATABASE_URL;
  if (project.name !== 'api-postgres' || !url) {
    project.provide('postgresTemplate', null);
    return removeTarball;
  }
  await recreateDatabase(url, TEMPLATE_DATABASE);
  const templateUrl = withDatabase(url, TEMPLATE_DATABASE);
  const template = await openDatabase(templateUrl);
  await template.migrate();
  await seedDatabase(template.db, { demo: true, uploadStore });
  await template.close();
  project.provide('postgresTemplate', { url, database: TEMPLATE_DATABASE });
  return async () => {
    removeTarball();
    await dropDatabase(url, TEMPLATE_DATABASE);
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(url: string, ...statements: string[]) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

function recreateDatabase(url: string, database: string) {
  return adminQuery(
    url,
    `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`,
    `CREATE DATABASE ${database}`,
  );
}

function dropDatabase(url: string, database: string) {
  return adminQuery(url, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
}
