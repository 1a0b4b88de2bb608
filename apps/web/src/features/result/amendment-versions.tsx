import type { ClinicianCalculator, UploadDetail } from '@dermadesk/contracts';
import { Alert, Button, Modal, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '../../lib/format';
import { CalculatorInput } from './clinician-input';

interface Version {
  n: number;
  at: string;
  by: string | null;
  calculator: ClinicianCalculator;
  score: number | null;
  /** The score it replaced (amendments only). */
  previousScore?: number | null;
}

/** Version 1 is the input as first saved; each amendment adds the next; the last is current. */
export function recordVersions(upload: UploadDetail['upload']): Version[] {
  const [first] = upload.amendments;
  if (!first) return [];
  return [
    {
      n: 1,
      at: upload.createdAt,
      by: upload.uploadedBy,
      calculator: first.previous,
      score: first.previousScore,
    },
    ...upload.amendments.map((a, i) => ({
      n: i + 2,
      at: a.amendedAt,
      by: a.amendedBy,
      calculator: a.amended,
      score: a.score,
      previousScore: a.previousScore,
    })),
  ];
}

/**
 * A saved record whose calculator input was amended: 'Amended on … by …' (the latest amendment),
 * then every version with who, when and its score; an earlier version opens read-only.
 */
export function AmendmentVersions({ upload }: { upload: UploadDetail['upload'] }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState<Version | null>(null);
  const versions = recordVersions(upload);
  const last = upload.amendments.at(-1);
  if (!last) return null;
  const lang = i18n.language;
  const score = (value: number | null) =>
    value === null ? t('drafts.noScore') : formatNumber(value, lang);
  const who = (name: string | null) => name ?? t('resultPage.unknownUser');
  const when = (v: Version) =>
    t(v.n === 1 ? 'drafts.versions.saved' : 'drafts.versions.amended', {
      date: formatDateTime(v.at, lang),
      name: who(v.by),
    });
  return (
    <Alert
      type="info"
      showIcon
      data-testid="amended"
      title={t('drafts.amended.title', {
        date: formatDateTime(last.amendedAt, lang),
        name: who(last.amendedBy),
      })}
      description={
        <>
          <Typography.Paragraph>
            {t('drafts.amended.detail', {
              instrument: t(`calculator.instruments.${last.instrument}`),
              from: score(last.previousScore),
              to: score(last.score),
            })}
          </Typography.Paragraph>
          <section aria-labelledby="record-versions-title" data-testid="record-versions">
            <Typography.Title level={5} id="record-versions-title">
              {t('drafts.versions.title')}
            </Typography.Title>
            <ol className="record-versions">
              {versions.map((v) => (
                <li key={v.n} className="record-version" data-testid={`record-version-${v.n}`}>
                  <div className="record-version-text">
                    <strong>{t('drafts.versions.version', { n: v.n })}</strong>
                    <Typography.Text type="secondary" className="record-version-when">
                      {when(v)}
                      {' · '}
                      {v.previousScore === undefined
                        ? t('drafts.versions.score', { score: score(v.score) })
                        : t('drafts.versions.change', {
                            from: score(v.previousScore),
                            to: score(v.score),
                          })}
                    </Typography.Text>
                  </div>
                  {v.n === versions.length ? (
                    <Tag color="blue">{t('drafts.versions.current')}</Tag>
                  ) : (
                    <Button size="small" onClick={() => setOpen(v)}>
                      {t('drafts.versions.view', { n: v.n })}
                    </Button>
                  )}
                </li>
              ))}
            </ol>
          </section>
          <Modal
            open={open !== null}
            onCancel={() => setOpen(null)}
            footer={null}
            width={760}
            title={open && t('drafts.versions.version', { n: open.n })}
            data-testid="record-version-view"
          >
            {open && (
              <Space orientation="vertical" className="result-body">
                <Alert type="warning" showIcon title={t('drafts.versions.readOnly')} />
                <Typography.Text type="secondary">{when(open)}</Typography.Text>
                <CalculatorInput calculator={open.calculator} />
              </Space>
            )}
          </Modal>
        </>
      }
    />
  );
}
