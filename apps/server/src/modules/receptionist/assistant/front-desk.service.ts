import { randomBytes } from 'node:crypto';
import type { HandoverTask, PublicLink } from '@dermadesk/contracts';
import { AppError } from '../../../lib/app-error.js';
import type { OrgContext } from '../../../lib/request-context.js';
import type { AuditTrail } from '../../../platform/audit/audit-trail.js';
import type { SetupService } from '../setup.service.js';
import type { AssistantRepository, TaskRow } from './assistant.repository.js';

const toTask = (r: {
  task: TaskRow;
  channel: HandoverTask['channel'];
  patientName: string | null;
}): HandoverTask => ({
  id: r.task.id,
  conversationId: r.task.conversationId,
  channel: r.channel,
  patientId: r.task.patientId,
  patientName: r.patientName,
  reason: r.task.reason,
  status: r.task.status,
  createdAt: r.task.createdAt.toISOString(),
  doneAt: r.task.doneAt?.toISOString() ?? null,
});

/** 128 random bits, URL-safe: the public chat's link cannot be guessed from another's. */
const newLinkKey = () => randomBytes(16).toString('base64url');

/** What the assistant leaves for the staff (handover tasks), and the public chat's link. */
export function createFrontDeskService(deps: {
  repo: (ctx: OrgContext) => AssistantRepository;
  setup: SetupService;
  audit: AuditTrail;
}) {
  const { repo, audit } = deps;

  async function link(ctx: OrgContext, rotate: boolean): Promise<PublicLink> {
    const existing = rotate ? undefined : await repo(ctx).publicLink();
    const row = existing ?? (await repo(ctx).savePublicLink(newLinkKey()));
    const { publicBooking } = await deps.setup.settings(ctx);
    return { enabled: publicBooking, key: row.key };
  }

  return {
    async tasks(ctx: OrgContext, status: TaskRow['status']) {
      const rows = await repo(ctx).tasks(status);
      await audit.record(ctx, 'view', { type: 'receptionist-task-list', id: null });
      return rows.map(toTask);
    },

    async setTask(ctx: OrgContext, id: string, status: TaskRow['status']) {
      const row = await repo(ctx).setTaskStatus(id, status, ctx.userId);
      if (!row) throw AppError.notFound('task', id);
      await audit.record(ctx, 'update', { type: 'receptionist-task', id, details: { status } });
      const [listed] = (await repo(ctx).tasks(status)).filter((t) => t.task.id === id);
      return toTask(listed!);
    },

    publicLink: (ctx: OrgContext) => link(ctx, false),

    async rotatePublicLink(ctx: OrgContext) {
      const result = await link(ctx, true);
      await audit.record(ctx, 'update', { type: 'receptionist-public-link', id: ctx.orgId });
      return result;
    },
  };
}
export type FrontDeskService = ReturnType<typeof createFrontDeskService>;
