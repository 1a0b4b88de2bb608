import type { StoredAnalysisResult } from '@dermadesk/contracts';
import type { ClinicalRecord } from '../uploads/clinical-record.service.js';

/** Keeps attached text from closing our context block early (a crude prompt-injection fence). */
const fence = (text: string) => text.replaceAll('</context', '</ context');

const num = (n: number | null) => (n === null ? 'not measured' : String(Math.round(n * 100) / 100));

interface StoredAggregate {
  score?: {
    instrument: string;
    score: number | null;
    display: string | null;
    band?: { label: string };
    missing?: string[];
  };
}

/** A short label for the attachment chip: subject, module, date. */
export function analysisLabel({
  upload,
  images,
}: Pick<ClinicalRecord, 'upload' | 'images'>): string {
  const moduleName =
    (images[0]?.analysis.result as StoredAnalysisResult | undefined)?.module.name ??
    `Module ${upload.module}`;
  return `${upload.subjectId} · ${moduleName} · ${upload.createdAt.toISOString().slice(0, 10)}`;
}

/**
 * A saved Skin AI result as structured text for the model: the measured quantities with units
 * and method, the scores, and the clinician's own input, framed as measurements, not diagnoses.
 */
export function analysisContext(input: Pick<ClinicalRecord, 'upload' | 'images'>): string {
  const { upload, images } = input;
  const lines = [
    `<context kind="skin-ai-result" upload="${upload.id}">`,
    'Saved Skin AI result: measured image quantities and calculated scores, not a diagnosis.',
    `Subject ID: ${fence(upload.subjectId)}; ${analysisLabel(input)}; images: ${images.length}.`,
  ];
  const aggregate = (upload.aggregate as StoredAggregate | null)?.score;
  if (aggregate) {
    const band = aggregate.band ? ` (band: ${aggregate.band.label})` : '';
    const missing = aggregate.missing?.length ? `; missing: ${aggregate.missing.join(', ')}` : '';
    lines.push(
      `Aggregate score: ${aggregate.instrument.toUpperCase()} ${aggregate.display ?? num(aggregate.score)}${band}${missing}.`,
    );
  }
  images.forEach(({ image, analysis }, i) => {
    const result = analysis.result as StoredAnalysisResult;
    const method = result.method ? `${result.method.name} ${result.method.version}` : 'none';
    lines.push(
      `Image ${i + 1} (body part: ${fence(image.bodyPart ?? 'not given')}; quality gate: ${result.quality.verdict}; method: ${method}):`,
    );
    for (const [key, q] of Object.entries(result.quantities)) {
      lines.push(`- ${q.description} [${key}]: ${num(q.value)} ${q.unit}`.trimEnd());
    }
    if (result.classification.status === 'model') {
      const top = result.classification.prediction.labels
        .slice(0, 3)
        .map((l) => `${l.label} ${(l.probability * 100).toFixed(0)} %`);
      lines.push(`- Attached model's probabilities (not a diagnosis): ${top.join(', ')}`);
    }
    const clinician = image.clinicianInput as {
      calculator?: { instrument: string; input: unknown };
      concur?: boolean;
    };
    if (clinician.calculator) {
      lines.push(
        `- Clinician's ${clinician.calculator.instrument.toUpperCase()} input: ${fence(JSON.stringify(clinician.calculator.input))}`,
      );
    }
    if (clinician.concur !== undefined) {
      lines.push(`- Clinician concurs with the result: ${clinician.concur ? 'yes' : 'no'}`);
    }
    if (image.userComment) lines.push(`- Clinician comment: ${fence(image.userComment)}`);
  });
  lines.push('</context>');
  return lines.join('\n');
}

export function noteContext(text: string): string {
  return `<context kind="note">\n${fence(text)}\n</context>`;
}
