import { Alert, Button, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  onCapture: (file: File) => void;
  onClose: () => void;
}

/** A camera preview (getUserMedia, rear camera preferred) and a button that takes one photo. */
export function CameraCapture({ onCapture, onClose }: Props) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let stream: MediaStream | undefined;
    let live = true;
    navigator.mediaDevices
      .getUserMedia({
        video: { facingMode: 'environment', width: { ideal: 4032 }, height: { ideal: 3024 } },
      })
      .then((s) => {
        stream = s;
        if (!live) return s.getTracks().forEach((track) => track.stop());
        if (video.current) {
          video.current.srcObject = s;
          void video.current.play().then(() => setReady(true));
        }
      })
      .catch(() => setFailed(true));
    return () => {
      live = false;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  const capture = () => {
    const v = video.current;
    if (!v || !v.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = v.videoWidth;
    canvas.height = v.videoHeight;
    canvas.getContext('2d')?.drawImage(v, 0, 0);
    canvas.toBlob(
      (blob) => {
        if (blob) onCapture(new File([blob], `camera-${Date.now()}.jpg`, { type: 'image/jpeg' }));
      },
      'image/jpeg',
      0.92,
    );
  };

  return (
    <Modal
      open
      title={t('image.camera.title')}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('image.camera.cancel')}
        </Button>,
        <Button key="take" type="primary" disabled={!ready} onClick={capture}>
          {t('image.camera.take')}
        </Button>,
      ]}
    >
      {failed ? (
        <Alert type="error" showIcon title={t('image.camera.failed')} />
      ) : (
        <video
          ref={video}
          muted
          playsInline
          aria-label={t('image.camera.preview')}
          style={{ width: '100%', background: '#000' }}
        />
      )}
    </Modal>
  );
}
