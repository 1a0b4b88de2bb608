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
  needsScale: string;
  quality: string;
  verdict: Record<'pass' | 'warn' | 'fail', string>;
  rejected: string;
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
  /** The method's limits, in place of the engine's English caveat in the other languages. */
  caveat: string;
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
  needsScale: 'needs a scale in the photo',
  quality: 'Image quality',
  verdict: { pass: 'Good', warn: 'Usable, with warnings', fail: 'Poor' },
  rejected: 'The photo did not pass the quality check, so nothing was measured.',
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
  caveat:
    'These are measured quantities, not a diagnosis; grades and scores are the clinician’s. Values depend on the camera and lighting and compare only between photos taken the same way.',
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
  needsScale: 'nécessite une échelle sur la photo',
  quality: 'Qualité de l’image',
  verdict: { pass: 'Bonne', warn: 'Utilisable, avec réserves', fail: 'Insuffisante' },
  rejected: 'La photo n’a pas passé le contrôle de qualité : rien n’a été mesuré.',
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
  caveat:
    'Il s’agit de grandeurs mesurées, et non d’un diagnostic ; les grades et les scores sont ceux du clinicien. Les valeurs dépendent de l’appareil photo et de l’éclairage et ne se comparent qu’entre photos prises de la même façon.',
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
  needsScale: 'cần thước tỷ lệ trong ảnh',
  quality: 'Chất lượng ảnh',
  verdict: { pass: 'Tốt', warn: 'Dùng được, có cảnh báo', fail: 'Kém' },
  rejected: 'Ảnh không đạt kiểm tra chất lượng nên không có phép đo nào.',
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
  caveat:
    'Đây là các đại lượng đo được, không phải chẩn đoán; các mức độ và điểm số là của bác sĩ. Giá trị phụ thuộc vào máy ảnh và ánh sáng, và chỉ so sánh được giữa các ảnh chụp theo cùng một cách.',
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
  needsScale: 'requer uma escala na fotografia',
  quality: 'Qualidade da imagem',
  verdict: { pass: 'Boa', warn: 'Utilizável, com avisos', fail: 'Insuficiente' },
  rejected: 'A fotografia não passou no controlo de qualidade, por isso nada foi medido.',
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
  caveat:
    'Estas são grandezas medidas, não um diagnóstico; os graus e as pontuações são os do clínico. Os valores dependem da câmara e da iluminação e só se comparam entre fotografias tiradas da mesma forma.',
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
  needsScale: 'requiere una escala en la foto',
  quality: 'Calidad de la imagen',
  verdict: { pass: 'Buena', warn: 'Utilizable, con advertencias', fail: 'Insuficiente' },
  rejected: 'La foto no superó el control de calidad, por lo que no se midió nada.',
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
  caveat:
    'Son magnitudes medidas, no un diagnóstico; los grados y las puntuaciones son los del clínico. Los valores dependen de la cámara y de la iluminación y solo se comparan entre fotos tomadas de la misma manera.',
};

export const RESULT_REPORT_TEXTS: Readonly<Record<Locale, ResultReportTexts>> = {
  en,
  fr,
  vi,
  pt,
  es,
};
