import { message, Modal, notification } from 'antd';
import { useEffect } from 'react';
import type { Feedback } from './feedback';

/** Mounts antd's message, notification and modal holders and hands their APIs over. */
export default function FeedbackHolder({ onReady }: { onReady: (api: Feedback) => void }) {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [modalApi, modalHolder] = Modal.useModal();
  // After the commit: the holders are mounted, so the APIs can show something.
  useEffect(() => {
    onReady({ message: messageApi, notification: notificationApi, modal: modalApi });
  }, [onReady, messageApi, notificationApi, modalApi]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
