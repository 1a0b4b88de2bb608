import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App as AntApp, Button, List, Modal, Segmented, Tag } from 'antd';
import type { HandoverTask } from '@dermadesk/contracts';
import { formatInZone } from '../zoned-format';
import { useConversation } from './api/conversations';
import { useSetTaskStatus, useTasks } from './api/tasks';
import { ConversationLines } from './conversation-lines';
import { deskEmpty } from '../desk-table';

/** The callers the assistant handed over: the front desk's list, open or done. */
export function TasksPanel({ zone }: { zone: string }) {
  const { t, i18n } = useTranslation();
  const { message } = AntApp.useApp();
  const [status, setStatus] = useState<HandoverTask['status']>('open');
  const [open, setOpen] = useState<HandoverTask | null>(null);
  const tasks = useTasks(status);
  const setTask = useSetTaskStatus();

  return (
    <div className="rx-panel" data-testid="rx-tasks">
      <Segmented
        value={status}
        onChange={(v) => setStatus(v as HandoverTask['status'])}
        options={[
          { value: 'open', label: t('rxAssistant.tasks.open') },
          { value: 'done', label: t('rxAssistant.tasks.done') },
        ]}
      />
      <List
        loading={tasks.isLoading}
        dataSource={tasks.data ?? []}
        locale={deskEmpty(t('rxAssistant.tasks.empty'))}
        renderItem={(task) => (
          <List.Item
            actions={[
              <Button key="show" size="small" onClick={() => setOpen(task)}>
                {t('rxAssistant.tasks.conversation')}
              </Button>,
              <Button
                key="status"
                size="small"
                type={task.status === 'open' ? 'primary' : 'default'}
                loading={setTask.isPending && setTask.variables.id === task.id}
                onClick={() =>
                  setTask.mutate(
                    { id: task.id, status: task.status === 'open' ? 'done' : 'open' },
                    { onError: () => void message.error(t('errors.unexpected')) },
                  )
                }
              >
                {t(
                  task.status === 'open'
                    ? 'rxAssistant.tasks.markDone'
                    : 'rxAssistant.tasks.reopen',
                )}
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={task.reason}
              description={
                <>
                  <Tag>{t(`rxAssistant.channel.${task.channel}`)}</Tag>
                  {task.patientName ?? t('rxAssistant.tasks.unknownCaller')}
                  {' · '}
                  {formatInZone(task.createdAt, i18n.language, zone)}
                </>
              }
            />
          </List.Item>
        )}
      />
      <TaskConversation task={open} onClose={() => setOpen(null)} />
    </div>
  );
}

function TaskConversation({ task, onClose }: { task: HandoverTask | null; onClose: () => void }) {
  const { t } = useTranslation();
  const conversation = useConversation(task?.conversationId ?? null);
  return (
    <Modal
      open={Boolean(task)}
      title={task?.reason}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('rxAssistant.close')}</Button>}
    >
      <ConversationLines
        messages={conversation.data?.messages ?? []}
        pending={conversation.isLoading}
      />
    </Modal>
  );
}
