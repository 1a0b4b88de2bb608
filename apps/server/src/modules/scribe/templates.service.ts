import { z } from 'zod';
import {
  templateExamplesSchema,
  templateFieldSchema,
  type SaveTemplate,
  type ScribeOrgSettings,
  type ScribeTemplate,
} from '@dermadesk/contracts';
import { AppError } from '../../lib/app-error.js';
import type { OrgContext } from '../../lib/request-context.js';
import type { AuditTrail } from '../../platform/audit/audit-trail.js';
import type { OrgScope } from '../../platform/tenancy/org-scope.js';
import { DEFAULT_MAX_UPLOAD_MB, DEFAULT_REQUIRE_CONSENT } from './audio.service.js';
import { builtinTemplates, findBuiltinTemplate } from './builtin-templates.js';
import type { ScribeRepositories } from './scribe.repositories.js';
import type { TemplateRow } from './templates.repository.js';

function toTemplate(row: TemplateRow, ctx: OrgContext): ScribeTemplate {
  return {
    id: row.id,
    name: row.name,
    scope: row.userId ? 'user' : 'org',
    fields: z.array(templateFieldSchema).parse(row.fields),
    examples: templateExamplesSchema.parse(row.examples),
    instruction: row.instruction,
    conversationLanguage: row.conversationLanguage,
    chartNotesLanguage: row.chartNotesLanguage,
    editable: row.userId === ctx.userId || (row.userId === null && ctx.role === 'admin'),
  };
}

export function createTemplatesService(deps: {
  repos: OrgScope<ScribeRepositories>;
  audit: AuditTrail;
}) {
  const { audit } = deps;
  const repoFor = (ctx: OrgContext) => deps.repos(ctx).templates;

  async function editable(ctx: OrgContext, id: string) {
    const row = await repoFor(ctx).find(ctx.userId, id);
    if (!row) throw AppError.notFound('template', id);
    if (!toTemplate(row, ctx).editable) {
      throw AppError.forbidden("Only the organisation's admins change its shared templates.");
    }
    return row;
  }

  const values = (ctx: OrgContext, input: SaveTemplate) => {
    if (input.scope === 'org' && ctx.role !== 'admin') {
      throw AppError.forbidden("Only the organisation's admins share templates with everyone.");
    }
    const { scope, ...rest } = input;
    return { ...rest, userId: scope === 'org' ? null : ctx.userId };
  };

  return {
    async list(ctx: OrgContext): Promise<ScribeTemplate[]> {
      const rows = await repoFor(ctx).list(ctx.userId);
      return [...builtinTemplates, ...rows.map((r) => toTemplate(r, ctx))];
    },

    /** A template by id (ready-made or stored), or null when the id names none the user has. */
    async resolve(ctx: OrgContext, id: string | null): Promise<ScribeTemplate> {
      const builtin = findBuiltinTemplate(id ?? 'builtin-soap');
      if (builtin) return builtin;
      const row = z.uuid().safeParse(id).success
        ? await repoFor(ctx).find(ctx.userId, id!)
        : undefined;
      return row ? toTemplate(row, ctx) : builtinTemplates[0]!;
    },

    async create(ctx: OrgContext, input: SaveTemplate) {
      const row = await repoFor(ctx).create(values(ctx, input));
      await audit.record(ctx, 'create', { type: 'scribe-template', id: row.id });
      return toTemplate(row, ctx);
    },

    async update(ctx: OrgContext, id: string, input: SaveTemplate) {
      await editable(ctx, id);
      const row = await repoFor(ctx).update(ctx.userId, id, values(ctx, input));
      await audit.record(ctx, 'update', { type: 'scribe-template', id: id });
      return toTemplate(row!, ctx);
    },

    async remove(ctx: OrgContext, id: string) {
      await editable(ctx, id);
      await repoFor(ctx).remove(ctx.userId, id);
      await audit.record(ctx, 'delete', { type: 'scribe-template', id: id });
    },

    async settings(ctx: OrgContext): Promise<ScribeOrgSettings> {
      const row = await deps.repos(ctx).settings.get();
      return {
        requireConsent: row?.requireConsent ?? DEFAULT_REQUIRE_CONSENT,
        consentText: row?.consentText ?? null,
        audioRetentionDays: row?.audioRetentionDays ?? null,
        maxUploadMb: row?.maxUploadMb ?? DEFAULT_MAX_UPLOAD_MB,
      };
    },

    /** Admins only; checked here so the feature gate answers first for organisations without it. */
    async saveSettings(ctx: OrgContext, input: ScribeOrgSettings) {
      if (ctx.role !== 'admin') {
        throw AppError.forbidden("Only the organisation's admins set its scribe policy.");
      }
      await deps.repos(ctx).settings.save(input);
      await audit.record(ctx, 'update', { type: 'scribe-settings', id: ctx.orgId });
      return this.settings(ctx);
    },
  };
}
export type TemplatesService = ReturnType<typeof createTemplatesService>;
