import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { loadIdentitySecrets } from '../identity/keys.js';
import { verifyPassword } from '../identity/passwords.js';
import { createOrgDirectoryAcrossOrgs } from '../modules/orgs/org-directory.repository.js';
import { createOrgRepository } from '../modules/orgs/orgs.repository.js';
import { createRemoteConfigRepository } from '../modules/remote-config/remote-config.repository.js';
import { createRemoteConfigService } from '../modules/remote-config/remote-config.service.js';
import { createUsersRepository } from '../platform/users/users.repository.js';
import { adminCommands } from './admin-commands.js';

describe('admin CLI commands', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: 'memory://' });
  });
  afterAll(() => database.close());

  const run = async (name: keyof typeof adminCommands, options: Record<string, string>) => {
    const command = adminCommands[name];
    return command.run(database.db, command.options.parse(options) as never);
  };

  it('creates an organisation and a user, adds the member and sets a config', async () => {
    await run('create-org', { name: 'Harbour Skin Clinic' });
    await run('create-user', {
      email: 'Dr.Lee@Example.com',
      password: 'long-enough-pw',
      'first-name': 'Min',
    });
    await run('add-member', {
      org: 'Harbour Skin Clinic',
      email: 'dr.lee@example.com',
      role: 'admin',
    });
    await run('set-config', { org: 'Harbour Skin Clinic', key: 'ACNE', value: '{"visible":true}' });

    const org = await createOrgDirectoryAcrossOrgs(database.db).find('Harbour Skin Clinic');
    const detail = await createOrgRepository(database.db, org!.id).get();
    expect(detail!.apps[0]!.miniApps).toEqual(['bDemo']);
    expect(detail!.configs).toEqual([{ key: 'ACNE', value: '{"visible":true}' }]);
    const user = await createUsersRepository(database.db).findByEmail('dr.lee@example.com');
    expect(await createUsersRepository(database.db).orgRoles(user!.id)).toEqual([
      { orgId: org!.id, role: 'admin' },
    ]);
    expect(await run('list-orgs', {})).toContain('Harbour Skin Clinic  (1 members)');
  });

  it('sets a password, and refuses bad input', async () => {
    await run('set-password', { email: 'dr.lee@example.com', password: 'another-long-pw' });
    const user = await createUsersRepository(database.db).findByEmail('dr.lee@example.com');
    expect(await verifyPassword('another-long-pw', user!.passwordHash!)).toBe(true);
    expect(() =>
      adminCommands['set-password'].options.parse({ email: 'x', password: 'short' }),
    ).toThrow();
    await expect(
      run('create-user', { email: 'dr.lee@example.com', password: 'long-enough-pw' }),
    ).rejects.toThrow(/already exists/);
    await expect(
      run('add-member', { org: 'Nowhere', email: 'dr.lee@example.com', role: 'member' }),
    ).rejects.toThrow(/no single organisation/);
  });

  it('sets and restores remote config values, validating them', async () => {
    await run('set-remote-config', { key: 'MAX_UPLOAD', value: '8' });
    await run('set-remote-config', { key: 'LINK_ABOUT_US', value: 'https://clinic.example/about' });
    const service = createRemoteConfigService(createRemoteConfigRepository(database.db));
    expect((await service.read()).values).toMatchObject({
      MAX_UPLOAD: 8,
      LINK_ABOUT_US: 'https://clinic.example/about',
    });
    await expect(run('set-remote-config', { key: 'UI_MODE', value: '7' })).rejects.toThrow(
      /Invalid value for UI_MODE/,
    );
    await run('set-remote-config', { key: 'MAX_UPLOAD', value: '' });
    expect((await service.read()).values.MAX_UPLOAD).toBe(20);
  });

  it('rotates the signing key and keeps the previous one for verification', async () => {
    const before = await loadIdentitySecrets(database.db);
    await run('rotate-keys', {});
    const after = await loadIdentitySecrets(database.db);
    expect(after.jwks.keys).toHaveLength(2);
    expect(after.jwks.keys[1]!.kid).toBe(before.jwks.keys[0]!.kid);
  });
});
