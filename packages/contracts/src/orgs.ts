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

/** An invitation to an e-mail address; the person becomes a member when they accept it. */
export const addMemberBodySchema = z.object({
  email: z.email().max(254),
  role: orgRoleSchema,
});

/** A pending invitation as the organisation's admins see it: nothing about any account. */
export const invitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: orgRoleSchema,
  status: z.literal('pending'),
  /** The admin who invited (name, else e-mail); null once their account is gone. */
  invitedBy: z.string().nullable(),
  invitedAt: z.iso.datetime(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** An invitation addressed to the signed-in person's e-mail. */
export const myInvitationSchema = z.object({
  id: z.uuid(),
  orgId: z.string(),
  orgName: z.string(),
  role: orgRoleSchema,
  /** Who invited them (name, else e-mail), so the person knows whom the invitation is from. */
  invitedBy: z.string().nullable(),
  invitedAt: z.iso.datetime(),
});
export type MyInvitation = z.infer<typeof myInvitationSchema>;

export const invitationParamsSchema = z.object({ orgId: orgIdSchema, invitationId: z.uuid() });
export const myInvitationParamsSchema = z.object({ invitationId: z.uuid() });
export const updateMemberBodySchema = z.object({ role: orgRoleSchema });
export const memberParamsSchema = z.object({ orgId: orgIdSchema, userId: z.uuid() });

export const updateConfigsBodySchema = z.object({
  /** Entries to set; a null value removes the key. */
  configs: z
    .array(z.object({ key: configKeySchema, value: z.string().max(10_000).nullable() }))
    .min(1)
    .max(200),
});
