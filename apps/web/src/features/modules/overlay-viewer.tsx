import { Checkbox, Slider, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Analysis } from '@dermadesk/contracts';
import { useMediaUrl } from './api/use-media-url';

function OverlayLayer({ url, opacity, name }: { url: string; opacity: number; name: string }) {
  const media = useMediaUrl(url);
  if (!media.url) return null;
  return (
    <img
      src={media.url}
      alt=""
      data-testid={`overlay-${name}`}
      className="overlay-layer"
      style={{ opacity }}
    />
  );
}

/** The analysed photo with its overlays stacked on top: each can be hidden; one opacity. */
export function OverlayViewer({ analysis }: { analysis: Analysis }) {
  const { t } = useTranslation();
  const photo = useMediaUrl(analysis.imageUrl);
  const [hidden, setHidden] = useState<string[]>([]);
  const [opacity, setOpacity] = useState(60);
  const described = new Map(analysis.result.overlays.map((o) => [o.name, o.description]));
  return (
    <div className="overlay-viewer">
      <div className="overlay-stack">
        {photo.url ? (
          <img src={photo.url} alt={t('workspace.result.photoAlt')} className="overlay-photo" />
        ) : (
          <Spin aria-label={t('loading.default')} />
        )}
        {photo.url &&
          analysis.overlays
            .filter((o) => !hidden.includes(o.name))
            .map((o) => (
              <OverlayLayer key={o.name} url={o.url} name={o.name} opacity={opacity / 100} />
            ))}
      </div>
      {analysis.overlays.length > 0 && (
        <Space wrap align="center">
          {analysis.overlays.map((o) => (
            <Checkbox
              key={o.name}
              checked={!hidden.includes(o.name)}
              onChange={(e) =>
                setHidden((h) =>
                  e.target.checked ? h.filter((n) => n !== o.name) : [...h, o.name],
                )
              }
            >
              {t('workspace.result.showOverlay', { name: described.get(o.name) ?? o.name })}
            </Checkbox>
          ))}
          <span id="overlay-opacity-label">{t('workspace.result.opacity')}</span>
          <Slider
            style={{ width: 160 }}
            min={0}
            max={100}
            value={opacity}
            onChange={setOpacity}
            aria-labelledby="overlay-opacity-label"
          />
        </Space>
      )}
    </div>
  );
}
