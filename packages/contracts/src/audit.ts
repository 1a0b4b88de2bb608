import { z } from 'zod';

export const auditActions = [
  'sign-in',
  'sign-in-failed',
  'view',
  'create',
  'update',
  'export',
  'delete',
  /** A call to an AI provider: feature, model and token counts, never the content. */
  'ai-call',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditEventSchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  userId: z.string().nullable(),
  orgId: z.string().nullable(),
  action: z.enum(auditActions),
  recordType: z.string(),
  recordId: z.string().nullable(),
  requestId: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** Cursor: the id of the last event of the previous page. */
  before: z.coerce.bigint().positive().optional(),
  action: z.enum(auditActions).optional(),
  recordType: z.string().max(50).optional(),
});
export const auditPageSchema = z.object({
  items: z.array(auditEventSchema),
  nextBefore: z.string().nullable(),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;
export type AuditPage = z.infer<typeof auditPageSchema>;
