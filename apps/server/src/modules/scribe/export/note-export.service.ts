import type { Locale } from '@dermadesk/contracts';
import type { OrgContext } from '../../../lib/request-context.js';
import type { AuditTrail } from '../../../platform/audit/audit-trail.js';
import type { OrgScope } from '../../../platform/tenancy/org-scope.js';
import type { BodyMapService } from '../body-map/body-map.service.js';
import type { EncountersService } from '../encounters.service.js';
import { bodyMapText, type LettersService } from '../letters/letters.service.js';
import type { ScribeRepositories } from '../scribe.repositories.js';
import { noteFhirBundle } from './note-fhir.js';
import { renderNotePdf } from './note-pdf.js';

/** The chart note as PDF and as a FHIR R4 document Bundle; every export is audited. */
export function createNoteExportService(deps: {
  repos: OrgScope<ScribeRepositories>;
  audit: AuditTrail;
  encounters: EncountersService;
  bodyMap: BodyMapService;
  letters: LettersService;
}) {
  /** The note with what its documents state: body map, author and clinic. */
  async function gather(ctx: OrgContext, id: string, locale: Locale) {
    const row = await deps.encounters.visible(ctx, id);
    const [encounter, { marks }, account] = await Promise.all([
      deps.encounters.detail(ctx, id),
      deps.bodyMap.get(ctx, id),
      deps.repos(ctx).letters.accountOf(row.userId),
    ]);
    const clinician = [account?.firstName, account?.lastName].filter(Boolean).join(' ');
    return {
      encounter,
      authorId: row.userId,
      clinician: clinician || (account?.email ?? ''),
      clinic: account?.organisation ?? '',
      bodyMap: bodyMapText(marks, locale),
      locale,
    };
  }
  const exported = (ctx: OrgContext, id: string, format: 'pdf' | 'fhir') =>
    deps.audit.record(ctx, 'export', { type: 'scribe-note', id, details: { format } });

  return {
    async pdf(ctx: OrgContext, id: string, locale: Locale) {
      const pdf = await renderNotePdf(await gather(ctx, id, locale));
      await exported(ctx, id, 'pdf');
      return pdf;
    },

    async fhir(ctx: OrgContext, id: string, locale: Locale) {
      const input = await gather(ctx, id, locale);
      const [pdf, letters] = await Promise.all([renderNotePdf(input), deps.letters.list(ctx, id)]);
      const bundle = noteFhirBundle({
        encounter: input.encounter,
        orgId: ctx.orgId,
        clinician: { id: input.authorId, name: input.clinician },
        bodyMap: input.bodyMap,
        letters,
        pdf,
        generatedAt: new Date(),
      });
      await exported(ctx, id, 'fhir');
      return bundle;
    },
  };
}
export type NoteExportService = ReturnType<typeof createNoteExportService>;
