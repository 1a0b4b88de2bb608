import { DeleteOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Select } from 'antd';
import {
  BODY_SITES,
  localeSchema,
  morphologies,
  SCRIBE_DOCUMENT_TEXTS,
  type BodyMark,
  type EncounterDetail,
} from '@dermadesk/contracts';
import { useTranslation } from 'react-i18next';
import { useModuleName } from '../../../lib/module-name';
import { useSubjectAnalyses } from '../api/body-map';

/** The selected mark's site, label, count, size, morphology and linked Skin AI result. */
export function MarkEditor({
  encounter,
  mark,
  title,
  siteLabel,
  onChange,
  onRemove,
}: {
  encounter: EncounterDetail;
  mark: BodyMark;
  title: string;
  siteLabel: (site: string) => string;
  onChange: (mark: BodyMark) => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation();
  const words = SCRIBE_DOCUMENT_TEXTS[localeSchema.catch('en').parse(i18n.language)];
  const analyses = useSubjectAnalyses(encounter.id, encounter.subjectId);
  const moduleName = useModuleName();
  const set = (patch: Partial<BodyMark>) => onChange({ ...mark, ...patch });
  const notGiven = t('scribeOut.bodyMap.notGiven');
  // Each label names its control (screen readers, and the e2e finds fields by their label).
  const idOf = (field: string) => `mark-${mark.id}-${field}`;

  return (
    <Form layout="vertical" className="scribe-mark-editor" aria-label={title}>
      <Form.Item label={t('scribeOut.bodyMap.site')} htmlFor={idOf('site')}>
        <Select
          id={idOf('site')}
          showSearch
          optionFilterProp="label"
          value={mark.site}
          onChange={(site: string) => set({ site })}
          options={BODY_SITES.map((s) => ({ value: s, label: siteLabel(s) }))}
        />
      </Form.Item>
      <Form.Item label={t('scribeOut.bodyMap.label')} htmlFor={idOf('label')}>
        <Input
          id={idOf('label')}
          value={mark.label}
          maxLength={200}
          onChange={(e) => set({ label: e.target.value })}
        />
      </Form.Item>
      <div className="scribe-mark-numbers">
        <Form.Item label={t('scribeOut.bodyMap.count')} htmlFor={idOf('count')}>
          <InputNumber
            id={idOf('count')}
            min={1}
            max={999}
            precision={0}
            value={mark.count}
            onChange={(count) => set({ count: count ?? 1 })}
          />
        </Form.Item>
        <Form.Item label={t('scribeOut.bodyMap.size')} htmlFor={idOf('size')}>
          <InputNumber
            id={idOf('size')}
            min={0}
            max={2000}
            step={0.5}
            value={mark.sizeMm}
            onChange={(sizeMm) => set({ sizeMm: sizeMm ?? null })}
          />
        </Form.Item>
      </div>
      <Form.Item label={t('scribeOut.bodyMap.morphology')} htmlFor={idOf('morphology')}>
        <Select
          id={idOf('morphology')}
          value={mark.morphology ?? ''}
          onChange={(m: string) => set({ morphology: m ? (m as BodyMark['morphology']) : null })}
          options={[
            { value: '', label: notGiven },
            ...morphologies.map((m) => ({ value: m, label: words.morphology[m] })),
          ]}
        />
      </Form.Item>
      {encounter.subjectId && (
        <Form.Item label={t('scribeOut.bodyMap.result')} htmlFor={idOf('result')}>
          <Select
            id={idOf('result')}
            value={mark.resultId ?? 0}
            loading={analyses.isLoading}
            onChange={(id: number) => set({ resultId: id || null })}
            options={[
              { value: 0, label: notGiven },
              ...(analyses.data?.analyses ?? []).map((a) => ({
                value: a.id,
                label: `#${a.id} · ${moduleName(a.module)} · ${a.createdAt.slice(0, 10)}`,
              })),
            ]}
          />
        </Form.Item>
      )}
      <Button danger icon={<DeleteOutlined />} onClick={onRemove}>
        {t('scribeOut.bodyMap.remove')}
      </Button>
    </Form>
  );
}
