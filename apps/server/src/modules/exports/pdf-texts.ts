import { locales, type Locale } from '@dermadesk/contracts';

/**
 * The PDF report's own texts in the five UI languages. What the analysis engine writes (module
 * result names, formulas with their citations, band labels, caveats) is printed as the engine
 * wrote it, like the web app does. Module and region names repeat the web catalogue's (modules.json):
 * the server cannot import the web app's files.
 */
export interface PdfTexts {
  title: string;
  documentTitle: (uploadId: number) => string;
  clinic: string;
  subjectId: string;
  module: string;
  uploaded: string;
  uploadedBy: string;
  uploadId: string;
  imageCount: string;
  generated: string;
  aggregate: string;
  noAggregate: string;
  band: string;
  formula: string;
  missingInputs: string;
  region: string;
  inputs: string;
  weight: string;
  term: string;
  regions: string;
  affectedArea: string;
  suggestedArea: string;
  areaUsed: string;
  adjustedByClinician: string;
  regionsWithoutImage: string;
  images: string;
  imageNotAvailable: string;
  redArea: (percent: string) => string;
  methodAndLimits: string;
  measurementMethod: string;
  /**
   * The method's limits: measured quantities, not a diagnosis. The other languages also say what
   * the engine's English caveat adds (camera, lighting, one capture protocol).
   */
  limits: string;
  page: (page: number, total: number) => string;
  /** Body regions of the EASI and PASI aggregates. */
  regionNames: Record<string, string>;
  /** The multi-image modules, the only ones with a report. */
  moduleNames: Record<number, string>;
}

const en: PdfTexts = {
  title: 'Dermadesk analysis report',
  documentTitle: (id) => `Dermadesk report – upload ${id}`,
  clinic: 'Clinic',
  subjectId: 'Subject ID',
  module: 'Module',
  uploaded: 'Uploaded',
  uploadedBy: 'Uploaded by',
  uploadId: 'Upload ID',
  imageCount: 'Images',
  generated: 'Generated',
  aggregate: 'Aggregate score',
  noAggregate: 'No aggregate score has been saved for this upload.',
  band: 'Band',
  formula: 'Formula',
  missingInputs: 'Missing inputs',
  region: 'Region',
  inputs: 'Inputs',
  weight: 'Weight',
  term: 'Term',
  regions: 'Regions',
  affectedArea: 'Affected area (measured)',
  suggestedArea: 'Suggested area grade',
  areaUsed: 'Area grade used',
  adjustedByClinician: 'adjusted by clinician',
  regionsWithoutImage: 'Regions without a usable image',
  images: 'Images',
  imageNotAvailable: 'image not available',
  redArea: (p) => `${p} % red`,
  methodAndLimits: 'Method and limits',
  measurementMethod: 'Measurement method',
  limits:
    'These are measured quantities, not a diagnosis. Area grades are suggestions from pixel areas of photographs taken at different distances; severity grades are the clinician’s. The score is preliminary until reviewed by a clinician.',
  page: (n, total) => `Page ${n} of ${total}`,
  regionNames: {
    headNeck: 'Head and neck',
    upperLimbs: 'Upper limbs',
    trunk: 'Trunk',
    lowerLimbs: 'Lower limbs',
  },
  moduleNames: {
    13: 'EASI full body 27 image',
    14: 'PASI full body 27 image',
    18: 'EASI full body 4 image',
    19: 'PASI full body 8 image',
    20: 'PASI full body 4 image',
  },
};

const fr: PdfTexts = {
  title: 'Rapport d’analyse Dermadesk',
  documentTitle: (id) => `Rapport Dermadesk – envoi ${id}`,
  clinic: 'Clinique',
  subjectId: 'ID du sujet',
  module: 'Module',
  uploaded: 'Date d’envoi',
  uploadedBy: 'Envoyé par',
  uploadId: 'N° d’envoi',
  imageCount: 'Images',
  generated: 'Généré le',
  aggregate: 'Score global',
  noAggregate: 'Aucun score global n’a été enregistré pour cet envoi.',
  band: 'Catégorie',
  formula: 'Formule',
  missingInputs: 'Données manquantes',
  region: 'Région',
  inputs: 'Données saisies',
  weight: 'Poids',
  term: 'Terme',
  regions: 'Régions',
  affectedArea: 'Surface atteinte (mesurée)',
  suggestedArea: 'Grade de surface suggéré',
  areaUsed: 'Grade de surface retenu',
  adjustedByClinician: 'modifié par le clinicien',
  regionsWithoutImage: 'Régions sans image exploitable',
  images: 'Images',
  imageNotAvailable: 'image indisponible',
  redArea: (p) => `${p} % de rougeur`,
  methodAndLimits: 'Méthode et limites',
  measurementMethod: 'Méthode de mesure',
  limits:
    'Il s’agit de grandeurs mesurées, et non d’un diagnostic. Les grades de surface sont des suggestions fondées sur les surfaces en pixels de photographies prises à des distances différentes ; les grades de sévérité sont ceux du clinicien. Le score reste provisoire jusqu’à sa relecture par un clinicien. Les valeurs dépendent de l’appareil photo et de l’éclairage et ne sont comparables qu’avec un même protocole de prise de vue.',
  page: (n, total) => `Page ${n} sur ${total}`,
  regionNames: {
    headNeck: 'Tête et cou',
    upperLimbs: 'Membres supérieurs',
    trunk: 'Tronc',
    lowerLimbs: 'Membres inférieurs',
  },
  moduleNames: {
    13: 'EASI corps entier 27 images',
    14: 'PASI corps entier 27 images',
    18: 'EASI corps entier 4 images',
    19: 'PASI corps entier 8 images',
    20: 'PASI corps entier 4 images',
  },
};

const vi: PdfTexts = {
  title: 'Báo cáo phân tích Dermadesk',
  documentTitle: (id) => `Báo cáo Dermadesk – lượt tải lên ${id}`,
  clinic: 'Phòng khám',
  subjectId: 'Mã đối tượng',
  module: 'Mô-đun',
  uploaded: 'Thời gian tải lên',
  uploadedBy: 'Người tải lên',
  uploadId: 'Mã lượt tải lên',
  imageCount: 'Số ảnh',
  generated: 'Thời điểm tạo',
  aggregate: 'Điểm tổng hợp',
  noAggregate: 'Chưa có điểm tổng hợp nào được lưu cho lượt tải lên này.',
  band: 'Mức độ',
  formula: 'Công thức',
  missingInputs: 'Dữ liệu còn thiếu',
  region: 'Vùng',
  inputs: 'Dữ liệu nhập',
  weight: 'Trọng số',
  term: 'Thành phần',
  regions: 'Các vùng',
  affectedArea: 'Diện tích tổn thương (đo được)',
  suggestedArea: 'Mức diện tích gợi ý',
  areaUsed: 'Mức diện tích được dùng',
  adjustedByClinician: 'do bác sĩ điều chỉnh',
  regionsWithoutImage: 'Các vùng không có ảnh dùng được',
  images: 'Hình ảnh',
  imageNotAvailable: 'không có ảnh',
  redArea: (p) => `${p} % vùng đỏ`,
  methodAndLimits: 'Phương pháp và giới hạn',
  measurementMethod: 'Phương pháp đo',
  limits:
    'Đây là các đại lượng đo được, không phải chẩn đoán. Mức diện tích là gợi ý dựa trên diện tích điểm ảnh của những bức ảnh chụp ở các khoảng cách khác nhau; mức độ nặng do bác sĩ đánh giá. Điểm số chỉ là sơ bộ cho đến khi được bác sĩ xem xét. Giá trị phụ thuộc vào máy ảnh và ánh sáng, và chỉ so sánh được khi chụp theo cùng một quy trình.',
  page: (n, total) => `Trang ${n} / ${total}`,
  regionNames: {
    headNeck: 'Đầu và cổ',
    upperLimbs: 'Chi trên',
    trunk: 'Thân mình',
    lowerLimbs: 'Chi dưới',
  },
  moduleNames: {
    13: 'EASI toàn thân 27 ảnh',
    14: 'PASI toàn thân 27 ảnh',
    18: 'EASI toàn thân 4 ảnh',
    19: 'PASI toàn thân 8 ảnh',
    20: 'PASI toàn thân 4 ảnh',
  },
};

const pt: PdfTexts = {
  title: 'Relatório de análise Dermadesk',
  documentTitle: (id) => `Relatório Dermadesk – envio ${id}`,
  clinic: 'Clínica',
  subjectId: 'ID do paciente',
  module: 'Módulo',
  uploaded: 'Data do envio',
  uploadedBy: 'Enviado por',
  uploadId: 'Nº do envio',
  imageCount: 'Imagens',
  generated: 'Gerado em',
  aggregate: 'Pontuação global',
  noAggregate: 'Nenhuma pontuação global foi guardada para este envio.',
  band: 'Categoria',
  formula: 'Fórmula',
  missingInputs: 'Dados em falta',
  region: 'Região',
  inputs: 'Dados introduzidos',
  weight: 'Peso',
  term: 'Termo',
  regions: 'Regiões',
  affectedArea: 'Área afetada (medida)',
  suggestedArea: 'Grau de área sugerido',
  areaUsed: 'Grau de área utilizado',
  adjustedByClinician: 'ajustado pelo clínico',
  regionsWithoutImage: 'Regiões sem imagem utilizável',
  images: 'Imagens',
  imageNotAvailable: 'imagem indisponível',
  redArea: (p) => `${p} % de vermelhidão`,
  methodAndLimits: 'Método e limitações',
  measurementMethod: 'Método de medição',
  limits:
    'Estas são grandezas medidas, não um diagnóstico. Os graus de área são sugestões baseadas nas áreas em píxeis de fotografias tiradas a distâncias diferentes; os graus de gravidade são os do clínico. A pontuação é preliminar até ser revista por um clínico. Os valores dependem da câmara e da iluminação e só são comparáveis com o mesmo protocolo de captura.',
  page: (n, total) => `Página ${n} de ${total}`,
  regionNames: {
    headNeck: 'Cabeça e pescoço',
    upperLimbs: 'Membros superiores',
    trunk: 'Tronco',
    lowerLimbs: 'Membros inferiores',
  },
  moduleNames: {
    13: 'EASI corpo inteiro 27 imagens',
    14: 'PASI corpo inteiro 27 imagens',
    18: 'EASI corpo inteiro 4 imagens',
    19: 'PASI corpo inteiro 8 imagens',
    20: 'PASI corpo inteiro 4 imagens',
  },
};

const es: PdfTexts = {
  title: 'Informe de análisis de Dermadesk',
  documentTitle: (id) => `Informe de Dermadesk – carga ${id}`,
  clinic: 'Clínica',
  subjectId: 'ID del sujeto',
  module: 'Módulo',
  uploaded: 'Fecha de carga',
  uploadedBy: 'Subido por',
  uploadId: 'N.º de carga',
  imageCount: 'Imágenes',
  generated: 'Generado',
  aggregate: 'Puntuación global',
  noAggregate: 'No se ha guardado ninguna puntuación global para esta carga.',
  band: 'Categoría',
  formula: 'Fórmula',
  missingInputs: 'Datos que faltan',
  region: 'Región',
  inputs: 'Datos introducidos',
  weight: 'Peso',
  term: 'Término',
  regions: 'Regiones',
  affectedArea: 'Superficie afectada (medida)',
  suggestedArea: 'Grado de superficie sugerido',
  areaUsed: 'Grado de superficie utilizado',
  adjustedByClinician: 'ajustado por el clínico',
  regionsWithoutImage: 'Regiones sin imagen utilizable',
  images: 'Imágenes',
  imageNotAvailable: 'imagen no disponible',
  redArea: (p) => `${p} % de enrojecimiento`,
  methodAndLimits: 'Método y limitaciones',
  measurementMethod: 'Método de medición',
  limits:
    'Son magnitudes medidas, no un diagnóstico. Los grados de superficie son sugerencias basadas en las superficies en píxeles de fotografías tomadas a distintas distancias; los grados de gravedad son los del clínico. La puntuación es preliminar hasta que la revise un clínico. Los valores dependen de la cámara y de la iluminación y solo son comparables con un mismo protocolo de captura.',
  page: (n, total) => `Página ${n} de ${total}`,
  regionNames: {
    headNeck: 'Cabeza y cuello',
    upperLimbs: 'Miembros superiores',
    trunk: 'Tronco',
    lowerLimbs: 'Miembros inferiores',
  },
  moduleNames: {
    13: 'EASI cuerpo entero 27 imágenes',
    14: 'PASI cuerpo entero 27 imágenes',
    18: 'EASI cuerpo entero 4 imágenes',
    19: 'PASI cuerpo entero 8 imágenes',
    20: 'PASI cuerpo entero 4 imágenes',
  },
};

export const PDF_TEXTS: Readonly<Record<Locale, PdfTexts>> = { en, fr, vi, pt, es };

const isLocale = (tag: string): tag is Locale => (locales as readonly string[]).includes(tag);

/**
 * The report's language: the `lang` the web app sends (its current UI language), else the best
 * supported language of an Accept-Language header (RFC 9110 §12.5.4: by q-value, then order;
 * `fr-CA` counts as `fr`), else English.
 */
export function reportLocale(lang: Locale | undefined, acceptLanguage?: string): Locale {
  if (lang) return lang;
  const ranges = (acceptLanguage ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';').map((s) => s.trim());
      const q = params.find((p) => /^q=/i.test(p));
      return { base: tag.toLowerCase().split('-')[0]!, q: q ? Number(q.slice(2)) : 1, order };
    })
    .filter((r) => r.q > 0 && isLocale(r.base))
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return (ranges[0]?.base as Locale | undefined) ?? 'en';
}
