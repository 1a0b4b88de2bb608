import type { Locale } from '@dermadesk/contracts';

/**
 * The texts of the one-page report of a single-image result (pdf-result-report.ts), in the five
 * UI languages; the facts it shares with the multi-image report (subject, module, page…) come
 * from PDF_TEXTS.
 */
export interface ResultReportTexts {
  title: string;
  documentTitle: (uploadId: number) => string;
  date: string;
  bodySite: string;
  image: (n: number, total: number) => string;
  overlays: string;
  keyFigures: string;
  noFigures: string;
  clinician: string;
  calculator: string;
  score: string;
  incomplete: (missing: number) => string;
  concur: string;
  yes: string;
  no: string;
  note: string;
  comment: string;
  noClinicianInput: string;
  methodAndCaveat: string;
}

const en: ResultReportTexts = {
  title: 'Skin analysis result',
  documentTitle: (id) => `Dermadesk result – upload ${id}`,
  date: 'Date',
  bodySite: 'Body site',
  image: (n, total) => `Image ${n} of ${total}`,
  overlays: 'Overlay',
  keyFigures: 'Key figures',
  noFigures: 'No figure was measured on this photo.',
  clinician: 'Clinician’s assessment',
  calculator: 'Calculator',
  score: 'Score',
  incomplete: (n) => `Incomplete: ${n} grade${n === 1 ? '' : 's'} missing, no score`,
  concur: 'Agrees with the result',
  yes: 'Yes',
  no: 'No',
  note: 'Note',
  comment: 'Comment',
  noClinicianInput: 'No grades or note were entered for this photo.',
  methodAndCaveat: 'Method and caveat',
};

const fr: ResultReportTexts = {
  title: 'Résultat d’analyse cutanée',
  documentTitle: (id) => `Résultat Dermadesk – envoi ${id}`,
  date: 'Date',
  bodySite: 'Localisation',
  image: (n, total) => `Image ${n} sur ${total}`,
  overlays: 'Superposition',
  keyFigures: 'Chiffres clés',
  noFigures: 'Aucune valeur n’a été mesurée sur cette photo.',
  clinician: 'Évaluation du clinicien',
  calculator: 'Calculateur',
  score: 'Score',
  incomplete: (n) =>
    `Incomplet : ${n} grade${n === 1 ? '' : 's'} manquant${n === 1 ? '' : 's'}, pas de score`,
  concur: 'D’accord avec le résultat',
  yes: 'Oui',
  no: 'Non',
  note: 'Note',
  comment: 'Commentaire',
  noClinicianInput: 'Aucun grade ni aucune note n’a été saisi pour cette photo.',
  methodAndCaveat: 'Méthode et mise en garde',
};

const vi: ResultReportTexts = {
  title: 'Kết quả phân tích da',
  documentTitle: (id) => `Kết quả Dermadesk – lượt tải lên ${id}`,
  date: 'Ngày',
  bodySite: 'Vị trí trên cơ thể',
  image: (n, total) => `Ảnh ${n} / ${total}`,
  overlays: 'Lớp phủ',
  keyFigures: 'Chỉ số chính',
  noFigures: 'Không đo được chỉ số nào trên ảnh này.',
  clinician: 'Đánh giá của bác sĩ',
  calculator: 'Thang điểm',
  score: 'Điểm',
  incomplete: (n) => `Chưa đủ: thiếu ${n} mức độ, chưa có điểm`,
  concur: 'Đồng ý với kết quả',
  yes: 'Có',
  no: 'Không',
  note: 'Ghi chú',
  comment: 'Nhận xét',
  noClinicianInput: 'Chưa nhập mức độ hay ghi chú nào cho ảnh này.',
  methodAndCaveat: 'Phương pháp và lưu ý',
};

const pt: ResultReportTexts = {
  title: 'Resultado da análise de pele',
  documentTitle: (id) => `Resultado Dermadesk – carregamento ${id}`,
  date: 'Data',
  bodySite: 'Local do corpo',
  image: (n, total) => `Imagem ${n} de ${total}`,
  overlays: 'Sobreposição',
  keyFigures: 'Valores principais',
  noFigures: 'Nenhum valor foi medido nesta fotografia.',
  clinician: 'Avaliação do clínico',
  calculator: 'Calculadora',
  score: 'Pontuação',
  incomplete: (n) =>
    `Incompleto: falta${n === 1 ? '' : 'm'} ${n} grau${n === 1 ? '' : 's'}, sem pontuação`,
  concur: 'Concorda com o resultado',
  yes: 'Sim',
  no: 'Não',
  note: 'Nota',
  comment: 'Comentário',
  noClinicianInput: 'Não foram introduzidos graus nem notas para esta fotografia.',
  methodAndCaveat: 'Método e advertência',
};

const es: ResultReportTexts = {
  title: 'Resultado del análisis de piel',
  documentTitle: (id) => `Resultado de Dermadesk – carga ${id}`,
  date: 'Fecha',
  bodySite: 'Zona del cuerpo',
  image: (n, total) => `Imagen ${n} de ${total}`,
  overlays: 'Superposición',
  keyFigures: 'Cifras clave',
  noFigures: 'No se midió ninguna cifra en esta foto.',
  clinician: 'Valoración del clínico',
  calculator: 'Calculadora',
  score: 'Puntuación',
  incomplete: (n) =>
    `Incompleto: falta${n === 1 ? '' : 'n'} ${n} grado${n === 1 ? '' : 's'}, sin puntuación`,
  concur: 'De acuerdo con el resultado',
  yes: 'Sí',
  no: 'No',
  note: 'Nota',
  comment: 'Comentario',
  noClinicianInput: 'No se introdujeron grados ni notas para esta foto.',
  methodAndCaveat: 'Método y advertencia',
};

export const RESULT_REPORT_TEXTS: Readonly<Record<Locale, ResultReportTexts>> = {
  en,
  fr,
  vi,
  pt,
  es,
};
