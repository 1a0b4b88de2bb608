import { isMultiImageModule, type Locale } from '@dermadesk/contracts';
import type { OrgContext } from '../../lib/request-context.js';
import type { AuditTrail } from '../../platform/audit/audit-trail.js';
import type { OrgScope } from '../../platform/tenancy/org-scope.js';
import type { BlobStore } from '../../storage/blob-store.js';
import type { PatientRecordService } from '../receptionist/patient-record.service.js';
import type { ClinicalRecordService } from '../uploads/clinical-record.service.js';
import { csvStream, type CsvLanguage } from './csv-export.js';
import type { ExportsRepository } from './exports.repository.js';
import { fhirBundle } from './fhir-bundle.js';
import { patientFhirBundle } from './fhir-patient.js';
import { renderPdfReport } from './pdf-report.js';
import { renderResultReport } from './pdf-result-report.js';

/** Audit details list the exported uploads up to this many; beyond, only the count. */
const AUDITED_IDS = 1_000;

/** CSV, PDF and FHIR exports of an organisation's live uploads; every export is audited. */
export function createExportsService(deps: {
  exports: OrgScope<ExportsRepository>;
  clinicalRecord: ClinicalRecordService;
  patientRecords: PatientRecordService;
  audit: AuditTrail;
  blobs: BlobStore;
}) {
  const { blobs, audit, clinicalRecord } = deps;
  const record = (ctx: OrgContext, recordType: string, ids: number[]) =>
    audit.record(ctx, 'export', {
      type: recordType,
      id: ids.length === 1 ? String(ids[0]) : null,
      details: {
        count: ids.length,
        ...(ids.length <= AUDITED_IDS ? { uploadIds: ids } : { truncated: true }),
      },
    });

  return {
    /** The selected uploads as CSV; ids that are unknown, deleted or another org's are skipped. */
    async csv(ctx: OrgContext, ids: readonly number[], language: CsvLanguage) {
      const repo = deps.exports(ctx);
      const live = await repo.liveIds([...new Set(ids)]);
      await record(ctx, 'upload-csv', live);
      return csvStream(repo, live, language);
    },

    async csvOne(ctx: OrgContext, id: number, language: CsvLanguage) {
      await clinicalRecord.read(ctx, id);
      await record(ctx, 'upload-csv', [id]);
      return csvStream(deps.exports(ctx), [id], language);
    },

    /**
     * The PDF report of an upload in `locale`: the multi-image modules' (13, 14, 18, 19, 20)
     * aggregate report, else one page per image of the result.
     */
    async pdf(ctx: OrgContext, id: number, locale: Locale): Promise<Buffer> {
      const row = await clinicalRecord.read(ctx, id);
      const input = { ...row, blobs, locale, generatedAt: new Date() };
      const pdf = isMultiImageModule(row.upload.module)
        ? await renderPdfReport(input)
        : await renderResultReport(input);
      await record(ctx, 'upload-pdf', [id]);
      return pdf;
    },

    /** The upload as a FHIR R4 Bundle (collection). */
    async fhir(ctx: OrgContext, id: number) {
      const row = await clinicalRecord.read(ctx, id);
      await record(ctx, 'upload-fhir', [id]);
      return fhirBundle({ ...row, generatedAt: new Date() });
    },

    /** A Receptionist patient with their appointments, as FHIR R4. */
    async patientFhir(ctx: OrgContext, patientId: string) {
      const record = await deps.patientRecords.forExport(ctx, patientId);
      await audit.record(ctx, 'export', {
        type: 'patient-fhir',
        id: patientId,
        details: { appointments: record.appointments.length },
      });
      return patientFhirBundle({ ...record, generatedAt: new Date() });
    },
  };
}
export type ExportsService = ReturnType<typeof createExportsService>;
