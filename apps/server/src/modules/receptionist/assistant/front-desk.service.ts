import { randomBytes } from 'node:crypto';
import type { HandoverTask, PatientNote, PublicLink } from '@dermadesk/contracts';
import { AppError } from '../../../lib/app-error.js';
import type { OrgContext } from '../../../lib/request-context.js';
import type { AuditTrail } from '../../../platform/audit/audit-trail.js';
import type { SetupService } from '../setup.service.js';
import type { AssistantRepository, NoteRow, TaskRow } from './assistant.repository.js';

export const toNote = (n: NoteRow): PatientNote => ({
  id: n.id,
  patientId: n.patientId,
  kind: n.kind,
  title: n.title,
  body: n.body,
  sourceId: n.sourceId,
  createdAt: n.createdAt.toISOString(),
});

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

/** What the assistant leaves for the staff: handover tasks, call notes, and the public link. */
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

    async notes(ctx: OrgContext, patientId: string) {
      const rows = await repo(ctx).notes(patientId);
      await audit.record(ctx, 'view', { type: 'patient-notes', id: patientId });
      return rows.map(toNote);
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
