import { z } from 'zod';
import { orgRoleSchema } from './users.js';

export const orgIdSchema = z.uuid();

/** Shared by value, not read through `.shape`: a property read keeps every schema in the web bundle. */
const configKeySchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_.-]+$/, 'letters, digits, _ . - only');

export const configEntrySchema = z.object({ key: configKeySchema, value: z.string().max(10_000) });
export type ConfigEntry = z.infer<typeof configEntrySchema>;

export const orgAppSchema = z.object({
  id: z.string(),
  name: z.string(),
  miniApps: z.array(z.string()),
});
export type OrgApp = z.infer<typeof orgAppSchema>;

export const orgSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  configs: z.array(configEntrySchema),
  apps: z.array(orgAppSchema),
});
export type Org = z.infer<typeof orgSchema>;

export const orgParamsSchema = z.object({ orgId: orgIdSchema });

export const memberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: orgRoleSchema,
  addedAt: z.iso.datetime(),
});
export type Member = z.infer<typeof memberSchema>;

export const addMemberBodySchema = z.object({
  email: z.email().max(254),
  role: orgRoleSchema,
});
export const updateMemberBodySchema = z.object({ role: orgRoleSchema });
export const memberParamsSchema = z.object({ orgId: orgIdSchema, userId: z.uuid() });

export const updateConfigsBodySchema = z.object({
  /** Entries to set; a null value removes the key. */
  configs: z
    .array(z.object({ key: configKeySchema, value: z.string().max(10_000).nullable() }))
    .min(1)
    .max(200),
});

/** The mini app whose presence grants access to the demo product screens. */
export const DEMO_MINI_APP = 'bDemo';
