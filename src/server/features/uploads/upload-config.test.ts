import { describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';

describe('upload settings', () => {
  it('keeps images under data/uploads, or a temporary folder for a throwaway database', () => {
    expect(loadConfig({}).uploads).toMatchObject({ dir: 'data/uploads', s3: null });
    expect(loadConfig({ DATABASE_URL: 'memory://' }).uploads.dir).toBeNull();
    expect(loadConfig({ DATABASE_URL: 'memory://', UPLOADS_DIR: '/srv/img' }).uploads.dir).toBe(
      '/srv/img',
    );
  });

  it('turns S3 on with a bucket and both keys, and refuses a bucket without them', () => {
    const { s3 } = loadConfig({
      S3_BUCKET: 'pics',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
    }).uploads;
    expect(s3).toEqual({
      bucket: 'pics',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(() => loadConfig({ S3_BUCKET: 'pics' })).toThrow(/S3_ACCESS_KEY_ID/);
  });

  it('reads the quota in megabytes and the rate window in minutes', () => {
    const { quotaBytes, rate } = loadConfig({
      UPLOAD_QUOTA_MB: '2',
      UPLOAD_RATE_MAX: '7',
      UPLOAD_RATE_WINDOW_MINUTES: '3',
    }).uploads;
    expect(quotaBytes).toBe(2 * 1024 * 1024);
    expect(rate).toEqual({ max: 7, windowMs: 3 * 60_000 });
    expect(() => loadConfig({ UPLOAD_QUOTA_MB: '0' })).toThrow(/UPLOAD_QUOTA_MB/);
  });
});
