import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      seedDemo: true,
      sessionHours: 12,
      admin: { user: 'admin', password: undefined },
      publicUrl: 'http://localhost:3000',
    });
    expect(config.dataDir).toMatch(/data$/);
  });

  it('does not seed the demo on an external PostgreSQL unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('stops with a message naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32 characters/);
  });

  it('keeps files on disk unless STORAGE is s3, which needs a bucket', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'disk' });
    expect(loadConfig({ S3_BUCKET: 'ignored' }).storage).toEqual({ kind: 'disk' });
    expect(
      loadConfig({
        STORAGE: 's3',
        S3_BUCKET: 'files',
        S3_ENDPOINT: 'http://minio:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PREFIX: 'envirotrack/',
      }).storage,
    ).toEqual({
      kind: 's3',
      s3: {
        bucket: 'files',
        endpoint: 'http://minio:9000',
        region: 'us-east-1',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
        forcePathStyle: true,
        prefix: 'envirotrack/',
      },
    });
    expect(loadConfig({ STORAGE: 's3', S3_BUCKET: 'files' }).storage).toMatchObject({
      s3: { accessKeyId: undefined, forcePathStyle: false, prefix: '' },
    });
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(/STORAGE/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(/set both/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'b', S3_PREFIX: '../x' })).toThrow(/S3_PREFIX/);
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'minio' })).toThrow(/S3_ENDPOINT/);
  });
});
