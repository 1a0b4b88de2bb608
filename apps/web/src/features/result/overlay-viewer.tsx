import { Checkbox, Slider, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthedImage, useApiBlobUrl } from '../../components/authed-image';

interface Overlay {
  name: string;
  url: string;
  description?: string | undefined;
}

function OverlayLayer({ overlay, opacity }: { overlay: Overlay; opacity: number }) {
  const { url } = useApiBlobUrl(overlay.url);
  if (!url) return null;
  return (
    <img
      className="overlay-layer"
      src={url}
      alt=""
      data-overlay={overlay.name}
      style={{ opacity: opacity / 100 }}
    />
  );
}

/** The stored photo with its overlays stacked on top: each can be shown or hidden, one opacity. */
export function OverlayViewer({
  imageUrl,
  alt,
  overlays,
}: {
  imageUrl: string;
  alt: string;
  overlays: Overlay[];
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<string[]>(() => overlays.map((o) => o.name));
  const [opacity, setOpacity] = useState(60);
  return (
    <div className="overlay-viewer">
      <div className="overlay-stack">
        <AuthedImage path={imageUrl} alt={alt} className="overlay-base" />
        {overlays
          .filter((o) => shown.includes(o.name))
          .map((o) => (
            <OverlayLayer key={o.name} overlay={o} opacity={opacity} />
          ))}
      </div>
      {overlays.length > 0 && (
        <Space direction="vertical" size={4} className="overlay-controls">
          <Typography.Text strong>{t('resultPage.overlays.title')}</Typography.Text>
          <Checkbox.Group
            value={shown}
            onChange={(values) => setShown(values)}
            options={overlays.map((o) => ({
              value: o.name,
              label: <span title={o.description}>{o.name}</span>,
            }))}
          />
          <label className="overlay-opacity">
            <span>{t('resultPage.overlays.opacity')}</span>
            <Slider
              min={0}
              max={100}
              step={5}
              value={opacity}
              onChange={setOpacity}
              tooltip={{ formatter: (v) => `${v ?? 0}%` }}
              aria-label={t('resultPage.overlays.opacity')}
            />
          </label>
        </Space>
      )}
    </div>
  );
}
