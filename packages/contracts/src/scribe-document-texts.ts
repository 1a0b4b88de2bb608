import type { Locale } from './locales.js';
import type { LetterKind, Morphology } from './scribe-outputs.js';

/**
 * Texts of what an encounter produces, in the five languages: the body map's sites as the note
 * states them, morphologies, and the chart-note and letter PDFs. The server's PDFs and the web
 * app read this one table, so the copied note and the exported one say the same words.
 */
export interface ScribeDocumentTexts {
  lesions: (count: number) => string;
  /** The largest lesion of a site with several. */
  largest: (size: string) => string;
  morphology: Record<Morphology, string>;
  /**
   * Before a site's labels and between them: French sets a no-break space before ':' and ';'
   * (typographic rule; no-break, so the sign never starts a line).
   */
  colon: string;
  semicolon: string;
  side: { front: string; back: string };
  bodyMap: string;
  skinAi: string;
  chartNote: string;
  subjectId: string;
  clinician: string;
  date: string;
  version: (version: number) => string;
  /** A PDF's footnote for the sentences the server found no support for. */
  notFound: string;
  letter: Record<LetterKind, string>;
  patient: string;
  dateOfBirth: string;
}

export const SCRIBE_DOCUMENT_TEXTS: Record<Locale, ScribeDocumentTexts> = {
  en: {
    lesions: (n) => (n === 1 ? `${n} lesion` : `${n} lesions`),
    largest: (size) => `largest ${size} mm`,
    colon: ': ',
    semicolon: '; ',
    morphology: {
      macule: 'macule',
      papule: 'papule',
      plaque: 'plaque',
      nodule: 'nodule',
      vesicle: 'vesicle',
      bulla: 'bulla',
      pustule: 'pustule',
      wheal: 'wheal',
      erosion: 'erosion',
      ulcer: 'ulcer',
      crust: 'crust',
      scar: 'scar',
      naevus: 'naevus',
    },
    side: { front: 'Front', back: 'Back' },
    bodyMap: 'Body map',
    skinAi: 'Skin AI results',
    chartNote: 'Chart note',
    subjectId: 'Subject ID',
    clinician: 'Clinician',
    date: 'Date',
    version: (v) => `Version ${v}`,
    notFound: '* Not found in the transcript: check these sentences.',
    letter: {
      referral: 'Referral letter',
      gp: 'Letter to the GP',
      patient: 'Letter to the patient',
    },
    patient: 'Patient',
    dateOfBirth: 'Date of birth',
  },
  fr: {
    lesions: (n) => (n === 1 ? `${n} lésion` : `${n} lésions`),
    largest: (size) => `la plus grande de ${size} mm`,
    colon: '\u00a0: ',
    semicolon: '\u00a0; ',
    morphology: {
      macule: 'macule',
      papule: 'papule',
      plaque: 'plaque',
      nodule: 'nodule',
      vesicle: 'vésicule',
      bulla: 'bulle',
      pustule: 'pustule',
      wheal: 'papule œdémateuse',
      erosion: 'érosion',
      ulcer: 'ulcération',
      crust: 'croûte',
      scar: 'cicatrice',
      naevus: 'nævus',
    },
    side: { front: 'Face antérieure', back: 'Face postérieure' },
    bodyMap: 'Schéma corporel',
    skinAi: 'Résultats Skin AI',
    chartNote: 'Note clinique',
    subjectId: 'ID du sujet',
    clinician: 'Clinicien',
    date: 'Date',
    version: (v) => `Version ${v}`,
    notFound: '* Absent de la transcription : vérifiez ces phrases.',
    letter: {
      referral: "Lettre d'adressage",
      gp: 'Lettre au médecin traitant',
      patient: 'Lettre au patient',
    },
    patient: 'Patient',
    dateOfBirth: 'Date de naissance',
  },
  vi: {
    lesions: (n) => `${n} tổn thương`,
    largest: (size) => `lớn nhất ${size} mm`,
    colon: ': ',
    semicolon: '; ',
    morphology: {
      macule: 'dát',
      papule: 'sẩn',
      plaque: 'mảng',
      nodule: 'nốt',
      vesicle: 'mụn nước',
      bulla: 'bọng nước',
      pustule: 'mụn mủ',
      wheal: 'sẩn phù',
      erosion: 'trợt',
      ulcer: 'loét',
      crust: 'vảy tiết',
      scar: 'sẹo',
      naevus: 'nốt ruồi',
    },
    side: { front: 'Mặt trước', back: 'Mặt sau' },
    bodyMap: 'Sơ đồ cơ thể',
    skinAi: 'Kết quả Skin AI',
    chartNote: 'Ghi chú bệnh án',
    subjectId: 'Mã đối tượng',
    clinician: 'Bác sĩ',
    date: 'Ngày',
    version: (v) => `Phiên bản ${v}`,
    notFound: '* Không có trong bản ghi lời nói: hãy kiểm tra các câu này.',
    letter: {
      referral: 'Thư chuyển tuyến',
      gp: 'Thư gửi bác sĩ gia đình',
      patient: 'Thư gửi bệnh nhân',
    },
    patient: 'Bệnh nhân',
    dateOfBirth: 'Ngày sinh',
  },
  pt: {
    lesions: (n) => (n === 1 ? `${n} lesão` : `${n} lesões`),
    largest: (size) => `a maior com ${size} mm`,
    colon: ': ',
    semicolon: '; ',
    morphology: {
      macule: 'mácula',
      papule: 'pápula',
      plaque: 'placa',
      nodule: 'nódulo',
      vesicle: 'vesícula',
      bulla: 'bolha',
      pustule: 'pústula',
      wheal: 'urtica',
      erosion: 'erosão',
      ulcer: 'úlcera',
      crust: 'crosta',
      scar: 'cicatriz',
      naevus: 'nevo',
    },
    side: { front: 'Frente', back: 'Costas' },
    bodyMap: 'Mapa corporal',
    skinAi: 'Resultados do Skin AI',
    chartNote: 'Nota clínica',
    subjectId: 'ID do sujeito',
    clinician: 'Clínico',
    date: 'Data',
    version: (v) => `Versão ${v}`,
    notFound: '* Não encontrado na transcrição: verifique estas frases.',
    letter: {
      referral: 'Carta de encaminhamento',
      gp: 'Carta ao médico de família',
      patient: 'Carta ao paciente',
    },
    patient: 'Paciente',
    dateOfBirth: 'Data de nascimento',
  },
  es: {
    lesions: (n) => (n === 1 ? `${n} lesión` : `${n} lesiones`),
    largest: (size) => `la mayor de ${size} mm`,
    colon: ': ',
    semicolon: '; ',
    morphology: {
      macule: 'mácula',
      papule: 'pápula',
      plaque: 'placa',
      nodule: 'nódulo',
      vesicle: 'vesícula',
      bulla: 'ampolla',
      pustule: 'pústula',
      wheal: 'habón',
      erosion: 'erosión',
      ulcer: 'úlcera',
      crust: 'costra',
      scar: 'cicatriz',
      naevus: 'nevus',
    },
    side: { front: 'Frente', back: 'Espalda' },
    bodyMap: 'Mapa corporal',
    skinAi: 'Resultados de Skin AI',
    chartNote: 'Nota clínica',
    subjectId: 'ID del sujeto',
    clinician: 'Clínico',
    date: 'Fecha',
    version: (v) => `Versión ${v}`,
    notFound: '* No encontrado en la transcripción: revise estas frases.',
    letter: {
      referral: 'Carta de derivación',
      gp: 'Carta al médico de cabecera',
      patient: 'Carta al paciente',
    },
    patient: 'Paciente',
    dateOfBirth: 'Fecha de nacimiento',
  },
};
