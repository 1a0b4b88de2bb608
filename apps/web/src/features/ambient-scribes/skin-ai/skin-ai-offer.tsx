import { Button, Collapse, List, Select, Space, Typography } from 'antd';
import { localeSchema, skinAiLine, type EncounterDetail } from '@dermadesk/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useResultLookup } from '../../../lib/result-lookup';
import { useSubjectAnalyses } from '../api/body-map';

/** The section a measured finding belongs in: Objective (or Examination), else the second. */
export function objectiveSection(names: readonly string[]): number {
  const found = names.findIndex((n) => /objecti|exam|khám/i.test(n));
  return found >= 0 ? found : Math.min(1, names.length - 1);
}

/**
 * The saved Skin AI results of the encounter's subject (issue 18), each as the line the note
 * receives: module, date, score or key figures, sites and its `/result/{id}` link. The server
 * counts an inserted line as evidence as long as it is left as written.
 */
export function SkinAiOffer({
  encounter,
  sections,
  onInsert,
}: {
  encounter: EncounterDetail;
  sections: readonly string[];
  onInsert: (section: number, line: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const lookup = useResultLookup();
  const analyses = useSubjectAnalyses(encounter.id, encounter.subjectId);
  const [target, setTarget] = useState<number | null>(null);
  const section = target ?? objectiveSection(sections);
  if (!encounter.subjectId) {
    return (
      <Typography.Paragraph type="secondary" className="scribe-hint">
        {t('scribeOut.skinAi.noSubject')}
      </Typography.Paragraph>
    );
  }
  const list = analyses.data?.analyses ?? [];
  const locale = localeSchema.catch('en').parse(i18n.language);

  return (
    <Collapse
      size="small"
      items={[
        {
          key: 'skin-ai',
          label: t('scribeOut.skinAi.title', {
            subjectId: encounter.subjectId,
            count: list.length,
          }),
          children: (
            <Space direction="vertical" className="scribe-skin-ai">
              {sections.length > 0 && (
                <label className="scribe-inline-field">
                  <span>{t('scribeOut.skinAi.into')}</span>
                  <Select
                    value={section}
                    onChange={setTarget}
                    options={sections.map((name, i) => ({ value: i, label: name }))}
                  />
                </label>
              )}
              <List
                size="small"
                loading={analyses.isLoading}
                locale={{ emptyText: t('scribeOut.skinAi.none') }}
                dataSource={list}
                renderItem={(a) => {
                  const line = skinAiLine(a, locale, lookup);
                  return (
                    <List.Item
                      actions={[
                        <Link key="open" to={paths.result.href(String(a.id))}>
                          {t('scribeOut.skinAi.open')}
                        </Link>,
                        <Button
                          key="insert"
                          size="small"
                          disabled={sections.length === 0}
                          onClick={() => onInsert(section, line)}
                        >
                          {t('scribeOut.skinAi.insert')}
                        </Button>,
                      ]}
                    >
                      <Typography.Text>{line}</Typography.Text>
                    </List.Item>
                  );
                }}
              />
            </Space>
          ),
        },
      ]}
    />
  );
}
