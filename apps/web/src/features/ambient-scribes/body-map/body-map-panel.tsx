import { PlusOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import {
  bodyMapLines,
  bodyMarkSchema,
  localeSchema,
  SCRIBE_DOCUMENT_TEXTS,
  type BodyMark,
  type BodySide,
  siteName,
  type EncounterDetail,
} from '@dermadesk/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResultLookup } from '../../../lib/result-lookup';
import { BodyFigure } from './body-figure';
import { siteAt } from './body-outline';
import { MarkEditor } from './mark-editor';
import type { BodyMapEdits } from './use-body-map-edits';
import '../scribe-outputs.css';

/**
 * The body-map scribe (issue 18): front and back outlines; a click places a mark on that site,
 * the clinician gives it a label, count, size and morphology and may link a Skin AI result; the
 * marks are saved as data and stated in the note as one line per site.
 */
export function BodyMapPanel({
  encounter,
  bodyMap,
}: {
  encounter: EncounterDetail;
  bodyMap: BodyMapEdits;
}) {
  const { t, i18n } = useTranslation();
  const locale = localeSchema.catch('en').parse(i18n.language);
  const words = SCRIBE_DOCUMENT_TEXTS[locale];
  const [selected, setSelected] = useState<string | null>(null);
  const { marks, change } = bodyMap;

  const lookup = useResultLookup();
  const siteLabel = (site: string) => siteName(lookup, site);
  const numberOf = (mark: BodyMark) => marks.indexOf(mark) + 1;
  const markLabel = (mark: BodyMark) =>
    t('scribeOut.bodyMap.markN', { n: numberOf(mark), site: siteLabel(mark.site) });
  const add = (side: BodySide, x: number, y: number, site: string) => {
    const mark = bodyMarkSchema.parse({ id: crypto.randomUUID(), side, x, y, site });
    change([...marks, mark]);
    setSelected(mark.id);
  };
  const place = (side: BodySide) => (x: number, y: number) => {
    const site = siteAt(side, x, y);
    if (site) add(side, x, y, site);
  };
  const current = marks.find((m) => m.id === selected);
  const lines = bodyMapLines(marks, locale, siteLabel);

  return (
    <section className="scribe-body-map" aria-label={t('scribeOut.bodyMap.title')}>
      <Typography.Title level={4}>{t('scribeOut.bodyMap.title')}</Typography.Title>
      <Typography.Paragraph type="secondary" className="scribe-hint">
        {t('scribeOut.bodyMap.hint')}
      </Typography.Paragraph>
      <div className="scribe-body-figures">
        {(['front', 'back'] as const).map((side) => (
          <BodyFigure
            key={side}
            side={side}
            caption={words.side[side]}
            marks={marks.filter((m) => m.side === side)}
            numberOf={numberOf}
            selected={selected}
            markLabel={markLabel}
            onPlace={place(side)}
            onSelect={setSelected}
          />
        ))}
      </div>
      <Button icon={<PlusOutlined />} onClick={() => add('front', 0.5, 0.24, 'chest')}>
        {t('scribeOut.bodyMap.add')}
      </Button>
      {current && (
        <MarkEditor
          key={current.id}
          encounter={encounter}
          mark={current}
          title={markLabel(current)}
          siteLabel={siteLabel}
          onChange={(mark) => change(marks.map((m) => (m.id === mark.id ? mark : m)))}
          onRemove={() => {
            change(marks.filter((m) => m.id !== current.id));
            setSelected(null);
          }}
        />
      )}
      <div aria-live="polite">
        <Typography.Text strong>{t('scribeOut.bodyMap.inNote')}</Typography.Text>
        {lines.length ? (
          <ul className="scribe-body-lines">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          <Typography.Paragraph type="secondary">
            {t('scribeOut.bodyMap.empty')}
          </Typography.Paragraph>
        )}
        {bodyMap.saveFailed && (
          <Typography.Text type="danger">{t('errors.storeData')}</Typography.Text>
        )}
      </div>
    </section>
  );
}
