import { DeleteOutlined, EditOutlined, CopyOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, List, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ScribeTemplate } from '@dermadesk/contracts';
import { useAccount } from '../../../lib/account/account-store';
import { paths } from '../../../lib/paths';
import { useDeleteTemplate, useTemplateName, useTemplates } from '../api/templates';
import { OptionsCard } from './options-card';
import { PolicyCard } from './policy-card';
import { TemplateForm } from './template-form';
import '../scribe.css';

/**
 * Ambient Scribes settings: my transcription and drafting options, the templates (ready-made,
 * the organisation's shared ones and mine) and the organisation's policy (admins change it).
 */
export default function ScribeSettingsPage() {
  const { t } = useTranslation();
  const templateName = useTemplateName();
  const { message } = App.useApp();
  const { user, currentOrgAccess } = useAccount();
  const admin = Boolean(
    user?.orgRoleList.some((r) => r.orgId === currentOrgAccess && r.role === 'admin'),
  );
  const templates = useTemplates();
  const remove = useDeleteTemplate();
  // null: the list; 'new': an empty form; a template: change it (or copy a ready-made one).
  const [editing, setEditing] = useState<ScribeTemplate | 'new' | null>(null);

  return (
    <div className="scribe-settings">
      <Space className="scribe-settings-head" wrap>
        <Typography.Title level={2}>{t('scribe.settings.title')}</Typography.Title>
        <Link to={paths.chartNotes.href()}>{t('scribe.settings.back')}</Link>
      </Space>
      <OptionsCard />
      <Card
        title={t('scribe.settings.templates.title')}
        className="scribe-settings-card"
        extra={
          editing === null && (
            <Button icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t('scribe.settings.templates.new')}
            </Button>
          )
        }
      >
        {editing !== null ? (
          <TemplateForm
            key={editing === 'new' ? 'new' : editing.id}
            template={editing === 'new' ? null : editing}
            admin={admin}
            onDone={() => setEditing(null)}
          />
        ) : (
          <List
            dataSource={templates.data ?? []}
            loading={templates.isPending}
            renderItem={(x) => (
              <List.Item
                data-template={x.id}
                actions={[
                  x.editable ? (
                    <Button
                      key="edit"
                      size="small"
                      icon={<EditOutlined />}
                      onClick={() => setEditing(x)}
                    >
                      {t('scribe.settings.templates.edit')}
                    </Button>
                  ) : (
                    <Button
                      key="copy"
                      size="small"
                      icon={<CopyOutlined />}
                      onClick={() => setEditing(x)}
                    >
                      {t('scribe.settings.templates.duplicate')}
                    </Button>
                  ),
                  x.editable && (
                    <Popconfirm
                      key="delete"
                      title={t('scribe.settings.templates.deleteConfirm')}
                      okText={t('common.yes')}
                      cancelText={t('common.no')}
                      onConfirm={() =>
                        remove.mutate(x.id, {
                          onError: () => void message.error(t('errors.deleteData')),
                        })
                      }
                    >
                      <Button size="small" danger icon={<DeleteOutlined />}>
                        {t('scribe.encounter.delete')}
                      </Button>
                    </Popconfirm>
                  ),
                ].filter(Boolean)}
              >
                <List.Item.Meta
                  title={templateName(x)}
                  description={t('scribe.settings.templates.sections', { count: x.fields.length })}
                />
                <Tag>{t(`scribe.settings.templates.scope_${x.scope}`)}</Tag>
              </List.Item>
            )}
          />
        )}
      </Card>
      <PolicyCard admin={admin} />
    </div>
  );
}
