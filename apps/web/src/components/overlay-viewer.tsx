import { Checkbox, Slider, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Analysis } from '@dermadesk/contracts';
import { useResultLookup } from '../lib/result-lookup';
import { useApiBlobUrl } from './authed-image';
import './overlay-viewer.css';

function OverlayLayer({ path, name, opacity }: { path: string; name: string; opacity: number }) {
  const { url } = useApiBlobUrl(path);
  if (!url) return null;
  return (
    <img
      className="overlay-layer"
      src={url}
      alt=""
      data-testid={`overlay-${name}`}
      style={{ opacity: opacity / 100 }}
    />
  );
}

/**
 * A stored photo with its analysis overlays stacked on top, scaled to the container: each overlay
 * can be shown or hidden, with one opacity. Used by the workspace and the result page alike.
 */
export function OverlayViewer({ analysis, alt }: { analysis: Analysis; alt: string }) {
  const { t } = useTranslation();
  const photo = useApiBlobUrl(analysis.imageUrl);
  const [shown, setShown] = useState<string[]>(() => analysis.overlays.map((o) => o.name));
  const [opacity, setOpacity] = useState(60);
  const lookup = useResultLookup();
  const described = new Map(
    analysis.result.overlays.map((o) => [
      o.name,
      lookup(`measure.overlay.${o.name}`) ?? o.description,
    ]),
  );
  return (
    <div className="overlay-viewer">
      <div className="overlay-stack">
        {photo.url ? (
          <img src={photo.url} alt={alt} className="overlay-base" />
        ) : (
          <Spin aria-label={t('loading.default')} />
        )}
        {photo.url &&
          analysis.overlays
            .filter((o) => shown.includes(o.name))
            .map((o) => <OverlayLayer key={o.name} path={o.url} name={o.name} opacity={opacity} />)}
      </div>
      {analysis.overlays.length > 0 && (
        <Space direction="vertical" size={4} className="overlay-controls">
          <Typography.Text strong>{t('overlays.title')}</Typography.Text>
          <Checkbox.Group
            value={shown}
            onChange={(values) => setShown(values)}
            options={analysis.overlays.map((o) => ({
              value: o.name,
              label: <span title={described.get(o.name)}>{described.get(o.name) ?? o.name}</span>,
            }))}
          />
          <label className="overlay-opacity">
            <span>{t('overlays.opacity')}</span>
            <Slider
              min={0}
              max={100}
              step={5}
              value={opacity}
              onChange={setOpacity}
              tooltip={{ formatter: (v) => `${v ?? 0}%` }}
              ariaLabelForHandle={t('overlays.opacity')}
            />
          </label>
        </Space>
      )}
    </div>
  );
}
