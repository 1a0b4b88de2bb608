import { CameraOutlined, InboxOutlined } from '@ant-design/icons';
import { Button, Space, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraCapture } from './camera-capture';
import { ACCEPTED_IMAGE_TYPES } from './client-checks';

interface Props {
  multiple: boolean;
  onFiles: (files: File[]) => void;
  /** Paste from the clipboard goes to this input (only one input per page listens). */
  listenToPaste?: boolean;
  label?: string;
}

const hasCameraApi = () =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/** Drag and drop, file picker, paste and (where the device has one) the camera. */
export function ImageInput({ multiple, onFiles, listenToPaste = false, label }: Props) {
  const { t } = useTranslation();
  const [camera, setCamera] = useState(false);
  const [hasCamera, setHasCamera] = useState(false);

  useEffect(() => {
    if (!hasCameraApi() || typeof navigator.mediaDevices.enumerateDevices !== 'function') return;
    void navigator.mediaDevices
      .enumerateDevices()
      .then((devices) => setHasCamera(devices.some((d) => d.kind === 'videoinput')))
      .catch(() => setHasCamera(false));
  }, []);

  useEffect(() => {
    if (!listenToPaste) return;
    const onPaste = (e: ClipboardEvent) => {
      const files = [...(e.clipboardData?.files ?? [])];
      if (files.length === 0) return;
      e.preventDefault();
      onFiles(multiple ? files : files.slice(0, 1));
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  }, [listenToPaste, multiple, onFiles]);

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Upload.Dragger
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        multiple={multiple}
        showUploadList={false}
        beforeUpload={(file, list) => {
          if (file === list[0]) onFiles(multiple ? list : list.slice(0, 1));
          return Upload.LIST_IGNORE;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p className="ant-upload-text">{label ?? t('image.input.drop')}</p>
        <p className="ant-upload-hint">
          {t(listenToPaste ? 'image.input.hintPaste' : 'image.input.hint')}
        </p>
      </Upload.Dragger>
      {hasCamera && (
        <Button icon={<CameraOutlined aria-hidden />} onClick={() => setCamera(true)}>
          {t('image.input.camera')}
        </Button>
      )}
      {camera && (
        <CameraCapture
          onClose={() => setCamera(false)}
          onCapture={(file) => {
            setCamera(false);
            onFiles([file]);
          }}
        />
      )}
    </Space>
  );
}
