import type { ModuleInstrument } from '@dermadesk/contracts';

/**
 * What each grade of an instrument means, shown beside the inputs (clinical-scoring.md, part A).
 * A scale applies to the fields whose label it lists; `grades` are the values the clinician
 * enters with their descriptor key (under `gradeGuide.grades.<scale>.<value>`); a scale without
 * grades is a note (what the number counts, the weights), and one with grades may have a note
 * too (`gradeGuide.notes.<id>`). Labels: `gradeGuide.scales.<id>`.
 */
export interface GradeScale {
  id: string;
  applies: readonly string[];
  grades: readonly number[];
  note?: true;
}

const range = (max: number) => Array.from({ length: max + 1 }, (_, i) => i);
const AREA: GradeScale = { id: 'area', applies: ['area'], grades: range(6), note: true };
const GAGS_REGIONS = ['forehead', 'rightCheek', 'leftCheek', 'nose', 'chin', 'chestUpperBack'];

export const GRADE_GUIDES: Record<ModuleInstrument, readonly GradeScale[]> = {
  // Hanifin 2001: four signs 0–3, half grades allowed.
  easi: [
    {
      id: 'easiSign',
      applies: ['erythema', 'edema', 'excoriation', 'lichenification'],
      grades: range(3),
      note: true,
    },
    AREA,
  ],
  // Fredriksson 1978: three signs 0–4.
  pasi: [
    { id: 'pasiSign', applies: ['erythema', 'induration', 'desquamation'], grades: range(4) },
    AREA,
  ],
  // Pandya 2011: darkness 0–4 (absent … maximum), no homogeneity.
  mmasi: [{ id: 'mmasiDarkness', applies: ['darkness'], grades: range(4) }, AREA],
  // Stolz 1994, ABCD rule of dermoscopy.
  tds: [
    { id: 'tdsAsymmetry', applies: ['asymmetry'], grades: range(2) },
    { id: 'tdsBorder', applies: ['border'], grades: [] },
    { id: 'tdsColours', applies: ['colors'], grades: [] },
    { id: 'tdsStructures', applies: ['structures'], grades: [] },
  ],
  // Olsen 2004: views weighted 40/24/18/18.
  salt: [
    { id: 'saltViews', applies: ['vertex', 'posterior', 'rightSide', 'leftSide'], grades: [] },
  ],
  // Doshi 1997: the most severe lesion in each location, times the location's factor.
  gags: [
    { id: 'gagsLesion', applies: GAGS_REGIONS, grades: range(4), note: true },
    { id: 'gagsFactors', applies: [], grades: [] },
  ],
  // Hamzavi 2004: hand units × residual depigmentation.
  vasi: [{ id: 'vasiUnits', applies: ['handUnits', 'depigmentation'], grades: [] }],
  // Rich & Scher 2003: quadrants with any matrix sign, and with any bed sign.
  napsi: [
    { id: 'napsiMatrix', applies: ['matrix'], grades: [] },
    { id: 'napsiBed', applies: ['bed'], grades: [] },
  ],
};

/** The descriptor key of a field's value (`gradeGuide.grades.gagsLesion.2`), when it has one. */
export function gradeDescriptorKey(
  instrument: ModuleInstrument,
  fieldLabel: string,
  value: unknown,
): string | undefined {
  if (typeof value !== 'number' || !Number.isInteger(value)) return undefined;
  const scale = GRADE_GUIDES[instrument].find((s) => s.applies.includes(fieldLabel));
  return scale?.grades.includes(value) ? `gradeGuide.grades.${scale.id}.${value}` : undefined;
}
