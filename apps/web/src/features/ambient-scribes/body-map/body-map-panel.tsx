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
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResultLookup } from '../../../lib/result-lookup';
import { useBodyMap, usePutBodyMap } from '../api/body-map';
import { BodyFigure } from './body-figure';
import { siteAt } from './body-outline';
import { MarkEditor } from './mark-editor';
import '../scribe-outputs.css';

/** Saved this long after the last change, so typing a label is one request, not one a key. */
const SAVE_DELAY_MS = 600;

/**
 * The body-map scribe (issue 18): front and back outlines; a click places a mark on that site,
 * the clinician gives it a label, count, size and morphology and may link a Skin AI result; the
 * marks are saved as data and stated in the note as one line per site.
 */
export function BodyMapPanel({ encounter }: { encounter: EncounterDetail }) {
  const { t, i18n } = useTranslation();
  const locale = localeSchema.catch('en').parse(i18n.language);
  const words = SCRIBE_DOCUMENT_TEXTS[locale];
  const stored = useBodyMap(encounter.id);
  const save = usePutBodyMap(encounter.id);
  // The clinician's marks while they change them; null shows the stored ones.
  const [edits, setEdits] = useState<BodyMark[] | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const marks = edits ?? stored.data?.marks ?? [];
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (!edits) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () =>
        // Marks changed while this save ran stay the clinician's draft (and are saved next).
        save.mutate(edits, { onSuccess: () => setEdits((now) => (now === edits ? null : now)) }),
      SAVE_DELAY_MS,
    );
    return () => clearTimeout(timer.current);
    // `save` changes identity on every render; the edits alone decide when to save.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [edits]);

  const lookup = useResultLookup();
  const siteLabel = (site: string) => siteName(lookup, site);
  const numberOf = (mark: BodyMark) => marks.indexOf(mark) + 1;
  const markLabel = (mark: BodyMark) =>
    t('scribeOut.bodyMap.markN', { n: numberOf(mark), site: siteLabel(mark.site) });
  const change = (next: BodyMark[]) => setEdits(next);
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
        {save.isError && <Typography.Text type="danger">{t('errors.storeData')}</Typography.Text>}
      </div>
    </section>
  );
}
