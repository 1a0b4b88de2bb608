import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('runs on embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'http://localhost:8080',
      databaseUrl: undefined,
      seedDemo: true,
      blobs: { kind: 'disk' },
      externalIssuer: undefined,
    });
    expect(config.dataDir).toMatch(/\/data$/);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('honours PORT, DATA_DIR and PUBLIC_URL', () => {
    const config = loadConfig({
      PORT: '9000',
      DATA_DIR: '/srv/dd',
      PUBLIC_URL: 'https://derm.example/',
    });
    expect(config).toMatchObject({
      port: 9000,
      dataDir: '/srv/dd',
      publicUrl: 'https://derm.example',
    });
    expect(config.blobs).toEqual({ kind: 'disk', dir: '/srv/dd/blobs' });
  });

  it('never seeds demo data in production unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('names every bad variable in one error', () => {
    const bad = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/PORT[\s\S]*DATABASE_URL/);
    expect(() => loadConfig({ BLOB_STORE: 's3' })).toThrow(
      /S3_BUCKET: required when BLOB_STORE=s3/,
    );
  });
});

describe('REMOTE_CONFIG_DEFAULTS', () => {
  it('reads the egress allowlist and names a bad entry', () => {
    expect(loadConfig({}).egress.allowHosts).toEqual([]);
    expect(
      loadConfig({ EGRESS_ALLOW_HOSTS: ' localhost, 10.0.0.0/8 ,' }).egress.allowHosts,
    ).toEqual(['localhost', '10.0.0.0/8']);
    expect(() => loadConfig({ EGRESS_ALLOW_HOSTS: 'http://x/' })).toThrow(/EGRESS_ALLOW_HOSTS/);
  });

  it('takes a partial remote configuration as JSON', () => {
    expect(
      loadConfig({ REMOTE_CONFIG_DEFAULTS: '{"ALLOW_USER_COMMENT":true,"MAX_UPLOAD":8}' })
        .remoteConfigDefaults,
    ).toEqual({
      ALLOW_USER_COMMENT: true,
      MAX_UPLOAD: 8,
    });
  });

  it('refuses bad JSON, unknown keys and wrong types', () => {
    expect(() => loadConfig({ REMOTE_CONFIG_DEFAULTS: '{oops' })).toThrow(/REMOTE_CONFIG_DEFAULTS/);
    expect(() => loadConfig({ REMOTE_CONFIG_DEFAULTS: '{"NOPE":1}' })).toThrow(
      /REMOTE_CONFIG_DEFAULTS/,
    );
    expect(() => loadConfig({ REMOTE_CONFIG_DEFAULTS: '{"UI_MODE":7}' })).toThrow(
      /REMOTE_CONFIG_DEFAULTS/,
    );
  });
});
