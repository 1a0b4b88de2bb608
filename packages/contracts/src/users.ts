import { z } from 'zod';

export const orgRoles = ['admin', 'member'] as const;
export const orgRoleSchema = z.enum(orgRoles);
export type OrgRole = z.infer<typeof orgRoleSchema>;

export const orgRoleEntrySchema = z.object({ orgId: z.string(), role: orgRoleSchema });
export type OrgRoleEntry = z.infer<typeof orgRoleEntrySchema>;

export const userSchema = z.object({
  id: z.string(),
  orgRoleList: z.array(orgRoleEntrySchema),
  firstName: z.string(),
  lastName: z.string(),
  userName: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;
