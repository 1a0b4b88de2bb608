import { z } from 'zod';
import { orgRoleSchema, remoteConfigKeys } from '@dermadesk/contracts';
import { rotateAppSecret } from '../ai/app-secret-check.js';
import { loadAppSecret } from '../ai/secret-box.js';
import { loadConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { hashPassword } from '../identity/passwords.js';
import { rotateSigningKey } from '../identity/keys.js';
import { createSignInFailures } from '../identity/sign-in-failures.repository.js';
import { createMembersRepository } from '../modules/orgs/members.repository.js';
import { createOrgDirectoryAcrossOrgs } from '../modules/orgs/org-directory.repository.js';
import { createOrgRepository } from '../modules/orgs/orgs.repository.js';
import { createRemoteConfigRepository } from '../modules/remote-config/remote-config.repository.js';
import { createRemoteConfigService } from '../modules/remote-config/remote-config.service.js';
import { createExternalIdentitiesRepository } from '../platform/users/external-identities.repository.js';
import { createUsersRepository } from '../platform/users/users.repository.js';

const password = z.string().min(10, 'password: at least 10 characters').max(1024);
const email = z.email().max(254);

/** Each operator command: its options schema, a one-line help, and what it does. */
export const adminCommands = {
  'create-org': {
    help: '--name NAME [--mini-apps bDemo,bGPT]',
    options: z.object({
      name: z.string().trim().min(1).max(200),
      'mini-apps': z.string().default('bDemo'),
    }),
    async run(db: Db, o: { name: string; 'mini-apps': string }) {
      const org = await createOrgDirectoryAcrossOrgs(db).create(
        o.name,
        o['mini-apps'].split(',').filter(Boolean),
      );
      return `created organisation ${org.id} (${org.name})`;
    },
  },
  'list-orgs': {
    help: '',
    options: z.object({}),
    async run(db: Db) {
      const rows = await createOrgDirectoryAcrossOrgs(db).list();
      return (
        rows.map((o) => `${o.id}  ${o.name}  (${o.members} members)`).join('\n') ||
        'no organisations'
      );
    },
  },
  'create-user': {
    help: '--email EMAIL --password PASSWORD [--first-name X --last-name Y --user-name Z]',
    options: z.object({
      email,
      password,
      'first-name': z.string().max(100).default(''),
      'last-name': z.string().max(100).default(''),
      'user-name': z.string().max(100).default(''),
    }),
    async run(
      db: Db,
      o: {
        email: string;
        password: string;
        'first-name': string;
        'last-name': string;
        'user-name': string;
      },
    ) {
      const users = createUsersRepository(db);
      if (await users.findByEmail(o.email))
        throw new Error(`a user with e-mail ${o.email} already exists`);
      const user = await users.create({
        email: o.email,
        firstName: o['first-name'],
        lastName: o['last-name'],
        userName: o['user-name'],
        passwordHash: await hashPassword(o.password),
      });
      return `created user ${user.id} (${user.email})`;
    },
  },
  'set-password': {
    help: '--email EMAIL --password PASSWORD',
    options: z.object({ email, password }),
    async run(db: Db, o: { email: string; password: string }) {
      const users = createUsersRepository(db);
      const user = await users.findByEmail(o.email);
      if (!user) throw new Error(`no user with e-mail ${o.email}`);
      await users.setPasswordHash(user.id, await hashPassword(o.password));
      await createSignInFailures(db, loadConfig().signIn).clear(user.email);
      return `password set for ${user.email} (sign-in lock cleared)`;
    },
  },
  'add-member': {
    help: '--org ID_OR_NAME --email EMAIL --role admin|member',
    options: z.object({ org: z.string().min(1), email, role: orgRoleSchema }),
    async run(db: Db, o: { org: string; email: string; role: 'admin' | 'member' }) {
      const org = await createOrgDirectoryAcrossOrgs(db).find(o.org);
      if (!org) throw new Error(`no single organisation matches ${o.org}`);
      const user = await createUsersRepository(db).findByEmail(o.email);
      if (!user) throw new Error(`no user with e-mail ${o.email}`);
      const members = createMembersRepository(db, org.id);
      if (!(await members.add(user.id, o.role))) await members.setRole(user.id, o.role);
      return `${user.email} is ${o.role} of ${org.name}`;
    },
  },
  'link-identity': {
    help: "--email EMAIL --subject SUB [--issuer URL]   (OIDC_ISSUER by default; replaces the account's link)",
    options: z.object({
      email,
      subject: z.string().min(1).max(255),
      issuer: z.url().optional(),
    }),
    async run(db: Db, o: { email: string; subject: string; issuer?: string }) {
      const issuer = o.issuer ?? loadConfig().externalIssuer;
      if (!issuer) throw new Error('no issuer: set OIDC_ISSUER or pass --issuer');
      const user = await createUsersRepository(db).findByEmail(o.email);
      if (!user) throw new Error(`no user with e-mail ${o.email}`);
      const identities = createExternalIdentitiesRepository(db, issuer);
      const current = await identities.userIdOf(o.subject);
      if (current && current !== user.id)
        throw new Error(`${o.subject} at ${issuer} is linked to another account`);
      if (!current) {
        await identities.unlink(user.id);
        await identities.link(o.subject, user.id);
      }
      return `${user.email} signs in as ${o.subject} at ${issuer}`;
    },
  },
  'set-config': {
    help: '--org ID_OR_NAME --key KEY --value VALUE   (an empty value removes the key)',
    options: z.object({
      org: z.string().min(1),
      key: z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/),
      value: z.string().max(10_000),
    }),
    async run(db: Db, o: { org: string; key: string; value: string }) {
      const org = await createOrgDirectoryAcrossOrgs(db).find(o.org);
      if (!org) throw new Error(`no single organisation matches ${o.org}`);
      await createOrgRepository(db, org.id).updateConfigs([
        { key: o.key, value: o.value === '' ? null : o.value },
      ]);
      return `${org.name}: ${o.key} ${o.value === '' ? 'removed' : `= ${o.value}`}`;
    },
  },
  'set-remote-config': {
    help: `--key ${remoteConfigKeys.join('|')} --value JSON_OR_TEXT   (an empty value restores the default)`,
    options: z.object({ key: z.enum(remoteConfigKeys), value: z.string().max(10_000) }),
    async run(db: Db, o: { key: (typeof remoteConfigKeys)[number]; value: string }) {
      const service = createRemoteConfigService(createRemoteConfigRepository(db));
      if (o.value === '') {
        await service.unset(o.key);
        return `${o.key} restored to its default`;
      }
      let value: unknown = o.value;
      try {
        value = JSON.parse(o.value);
      } catch {
        // plain text (a link, a mode name) stays a string
      }
      await service.set(o.key, value);
      return `${o.key} = ${JSON.stringify(value)}`;
    },
  },
  'rotate-keys': {
    help: '   (new ID token signing key; the previous one still verifies; restart the server)',
    options: z.object({}),
    async run(db: Db) {
      return `new signing key ${await rotateSigningKey(db)}; restart every server process to use it`;
    },
  },
  'rotate-app-secret': {
    help: '--new-secret NEW   (APP_SECRET holds the current one; stop every process first)',
    options: z.object({ 'new-secret': z.string().min(32, 'at least 32 characters') }),
    async run(db: Db, o: { 'new-secret': string }) {
      const config = loadConfig();
      const current = loadAppSecret(config.appSecret, config.dataDir);
      const keys = await rotateAppSecret(db, current, o['new-secret']);
      return `${keys} provider keys re-sealed; start every process with the new APP_SECRET`;
    },
  },
} as const;

export type AdminCommandName = keyof typeof adminCommands;
