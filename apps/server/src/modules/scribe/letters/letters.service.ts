import {
  bodyMapLines,
  letterSchema,
  siteName,
  type Letter,
  type LetterBody,
  type LetterParty,
  type Locale,
} from '@dermadesk/contracts';
import { resultTextLookup } from '@dermadesk/contracts/result-texts';
import { providerFailure, type AiGateway } from '../../../ai/ai-gateway.js';
import { AppError } from '../../../lib/app-error.js';
import type { OrgContext } from '../../../lib/request-context.js';
import type { AuditTrail } from '../../../platform/audit/audit-trail.js';
import type { OrgScope } from '../../../platform/tenancy/org-scope.js';
import type { BodyMapService } from '../body-map/body-map.service.js';
import type { EncountersService } from '../encounters.service.js';
import type { ScribeRepositories } from '../scribe.repositories.js';
import { renderLetterPdf } from './letter-pdf.js';
import { letterMessages } from './letter-prompt.js';
import type { LetterRow } from './letters.repository.js';

const toLetter = (row: LetterRow): Letter =>
  letterSchema.parse({
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });

/** A remembered sender written by an older shape is offered as nothing rather than failing. */
const storedSender = letterSchema.shape.sender.optional().catch(undefined);

/** The body map as the note states it, in `locale`. */
export const bodyMapText = (marks: Parameters<typeof bodyMapLines>[0], locale: Locale) => {
  const lookup = resultTextLookup(locale);
  return bodyMapLines(marks, locale, (site) => siteName(lookup, site));
};

/**
 * Letters from an encounter (issue 18): a referral, a letter to the GP or to the patient. The
 * sender is remembered per user and organisation; a body is written by hand or generated from
 * the chart note through the AI gateway.
 */
export function createLettersService(deps: {
  repos: OrgScope<ScribeRepositories>;
  audit: AuditTrail;
  gateway: AiGateway;
  encounters: EncountersService;
  bodyMap: BodyMapService;
}) {
  const { audit } = deps;
  const repoFor = (ctx: OrgContext) => deps.repos(ctx).letters;
  const event = (ctx: OrgContext, action: 'create' | 'update' | 'delete', id: string) =>
    audit.record(ctx, action, { type: 'scribe-letter', id });

  async function found(ctx: OrgContext, id: string, letterId: string) {
    await deps.encounters.visible(ctx, id);
    const row = await repoFor(ctx).find(id, letterId);
    if (!row) throw AppError.notFound('letter', letterId);
    return row;
  }

  const remember = (ctx: OrgContext, sender: LetterParty) =>
    repoFor(ctx).rememberSender(ctx.userId, sender);

  return {
    async pdf(ctx: OrgContext, id: string, letterId: string, locale: Locale) {
      const pdf = await renderLetterPdf(toLetter(await found(ctx, id, letterId)), locale);
      await audit.record(ctx, 'export', { type: 'scribe-letter', id: letterId });
      return pdf;
    },

    async list(ctx: OrgContext, id: string): Promise<Letter[]> {
      await deps.encounters.visible(ctx, id);
      const rows = await repoFor(ctx).list(id);
      await audit.record(ctx, 'view', { type: 'scribe-letter-list', id });
      return rows.map(toLetter);
    },

    /** The sender last written by this user here, else their name and the organisation's. */
    async sender(ctx: OrgContext): Promise<LetterParty> {
      const repo = repoFor(ctx);
      const remembered = storedSender.parse(await repo.rememberedSender(ctx.userId));
      if (remembered) return remembered;
      const account = await repo.accountOf(ctx.userId);
      return {
        name: [account?.firstName, account?.lastName].filter(Boolean).join(' '),
        role: '',
        organisation: account?.organisation ?? '',
        address: '',
        phone: '',
        email: account?.email ?? '',
      };
    },

    async create(ctx: OrgContext, id: string, input: LetterBody) {
      await deps.encounters.visible(ctx, id);
      const row = await repoFor(ctx).create(id, input);
      await remember(ctx, input.sender);
      await event(ctx, 'create', row.id);
      return toLetter(row);
    },

    async update(ctx: OrgContext, id: string, letterId: string, input: LetterBody) {
      await found(ctx, id, letterId);
      const row = await repoFor(ctx).update(id, letterId, input);
      if (!row) throw AppError.notFound('letter', letterId);
      await remember(ctx, input.sender);
      await event(ctx, 'update', letterId);
      return toLetter(row);
    },

    async remove(ctx: OrgContext, id: string, letterId: string) {
      await found(ctx, id, letterId);
      await repoFor(ctx).remove(id, letterId);
      await event(ctx, 'delete', letterId);
    },

    /**
     * Writes the letter's body with the chat model from the note's supported sentences and the
     * body map, and stores it. Without a note there is nothing to write from (409); without a
     * provider the gateway says which to configure (503), and the clinician writes by hand.
     */
    async generate(ctx: OrgContext, id: string, letterId: string, language: Locale) {
      const letter = toLetter(await found(ctx, id, letterId));
      const encounter = await deps.encounters.detail(ctx, id);
      const { marks } = await deps.bodyMap.get(ctx, id);
      const sections = encounter.note?.sections ?? [];
      if (!sections.some((s) => s.sentences.some((x) => x.supported)) && !marks.length) {
        throw AppError.conflict(
          'There is no chart note to write the letter from yet: write or generate the note first.',
        );
      }
      const messages = letterMessages({
        ...letter,
        language,
        sections,
        bodyMap: bodyMapText(marks, language),
      });
      const session = await deps.gateway.openChat(ctx, 'scribe-letter');
      let body = '';
      try {
        for await (const e of session.stream({ messages, temperature: 0.2 })) {
          if (e.type === 'token') body += e.text;
        }
      } catch (e) {
        throw providerFailure(e);
      }
      if (!body.trim()) throw new AppError('AI_PROVIDER_FAILED', 'The model wrote no letter.');
      const row = await repoFor(ctx).update(id, letterId, { body: body.trim() });
      await event(ctx, 'update', letterId);
      return toLetter(row!);
    },
  };
}
export type LettersService = ReturnType<typeof createLettersService>;
