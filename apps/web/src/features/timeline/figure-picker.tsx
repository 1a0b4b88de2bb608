import { Button, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Series } from './timeline-series';

interface FigurePickerProps {
  all: readonly Series[];
  shown: readonly Series[];
  title: (series: Series) => string;
  onChange: (keys: string[]) => void;
  onReset: () => void;
}

/** Which comparable figures the timeline plots: the headline ones unless the clinician adds more. */
export function FigurePicker({ all, shown, title, onChange, onReset }: FigurePickerProps) {
  const { t } = useTranslation();
  return (
    <div className="timeline-figures">
      <label htmlFor="timeline-figures" className="timeline-figures-label">
        {t('timelineHistory.figuresShown')}
      </label>
      <Select
        id="timeline-figures"
        mode="multiple"
        className="timeline-figures-select"
        value={shown.map((s) => s.key)}
        onChange={onChange}
        options={all.map((s) => ({ value: s.key, label: title(s) }))}
        optionFilterProp="label"
        placeholder={t('timelineHistory.noFigureChosen')}
      />
      <Button type="link" onClick={onReset}>
        {t('timelineHistory.headlineOnly')}
      </Button>
    </div>
  );
}
