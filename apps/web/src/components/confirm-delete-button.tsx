import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Tooltip } from 'antd';
import { useState } from 'react';

interface Props {
  /** The button's accessible name ("Delete: Fiches patients"). */
  label: string;
  tooltip: string;
  /** The confirmation's question. */
  title: string;
  okText: string;
  cancelText: string;
  onConfirm: () => void;
}

/**
 * An icon button that deletes once confirmed. Its tooltip closes while the confirmation is open:
 * both open above the button, and the tooltip covered the confirmation's "No" until the pointer
 * moved.
 */
export function ConfirmDeleteButton({
  label,
  tooltip,
  title,
  okText,
  cancelText,
  onConfirm,
}: Props) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Popconfirm
      title={title}
      okText={okText}
      cancelText={cancelText}
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
      onOpenChange={setConfirming}
    >
      <Tooltip title={tooltip} open={confirming ? false : undefined}>
        <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={label} />
      </Tooltip>
    </Popconfirm>
  );
}
