import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ModuleInstrument } from '@dermadesk/contracts';
import { GRADE_GUIDES } from './grade-guide';

/** Each scale of the instrument with what its grades mean, beside the calculator's inputs. */
export function GradeGuidePanel({ instrument }: { instrument: ModuleInstrument }) {
  const { t } = useTranslation();
  return (
    <section className="grade-guide" aria-labelledby={`grade-guide-${instrument}`}>
      <Typography.Text strong id={`grade-guide-${instrument}`}>
        {t('gradeGuide.heading')}
      </Typography.Text>
      <dl data-testid="grade-guide">
        {GRADE_GUIDES[instrument].map((scale) => (
          <div key={scale.id} className="grade-guide-scale">
            <dt>{t(`gradeGuide.scales.${scale.id}`)}</dt>
            <dd>
              {scale.grades.length > 0 && (
                <ul className="grade-guide-grades">
                  {scale.grades.map((g) => (
                    <li key={g}>
                      <strong>{g}</strong> {t(`gradeGuide.grades.${scale.id}.${g}`)}
                    </li>
                  ))}
                </ul>
              )}
              {(scale.note || scale.grades.length === 0) && (
                <p className="grade-guide-note">{t(`gradeGuide.notes.${scale.id}`)}</p>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
