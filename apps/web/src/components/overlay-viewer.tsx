import { Checkbox, Slider, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Analysis } from '@dermadesk/contracts';
import { useAccount } from '../lib/account/account-store';
import { useResultLookup } from '../lib/result-lookup';
import { useApiBlobUrl } from './authed-image';
import { OverlayLegendKey } from './overlay-legend';
import { toggleOverlay, useOverlayPrefs } from './overlay-prefs';
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
 * A stored photo with its analysis overlays stacked on top, scaled to the container, and a legend
 * that says what each colour means. Each overlay can be shown or hidden, with one opacity; both
 * choices are the user's and are remembered. Used by the workspace and the result page alike.
 */
export function OverlayViewer({ analysis, alt }: { analysis: Analysis; alt: string }) {
  const { t } = useTranslation();
  const { id: userId } = useAccount();
  const photo = useApiBlobUrl(analysis.imageUrl);
  const [prefs, setPrefs] = useOverlayPrefs(userId);
  const meta = new Map(analysis.result.overlays.map((o) => [o.name, o]));
  const shown = (name: string) => !prefs.hidden.includes(name);
  const lookup = useResultLookup();
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
            .filter((o) => shown(o.name))
            .map((o) => (
              <OverlayLayer key={o.name} path={o.url} name={o.name} opacity={prefs.opacity} />
            ))}
      </div>
      {analysis.overlays.length > 0 && (
        <Space orientation="vertical" size={4} className="overlay-controls">
          <Typography.Text strong id={`overlays-${analysis.analysisId}`}>
            {t('overlays.title')}
          </Typography.Text>
          <ul
            className="overlay-legend"
            aria-labelledby={`overlays-${analysis.analysisId}`}
            data-testid="overlay-legend"
          >
            {analysis.overlays.map((o) => {
              const description = meta.get(o.name)?.description ?? o.name;
              const name = lookup(`measure.overlay.${o.name}`) ?? description;
              const legend = meta.get(o.name)?.legend;
              return (
                <li key={o.name} className="overlay-legend-item">
                  <Checkbox
                    checked={shown(o.name)}
                    onChange={(e) => setPrefs(toggleOverlay(prefs, o.name, e.target.checked))}
                  >
                    {legend?.type === 'colour' && <OverlayLegendKey legend={legend} />}
                    <span className="overlay-name">{name}</span>
                  </Checkbox>
                  {legend?.type === 'scale' && <OverlayLegendKey legend={legend} />}
                  <Typography.Text type="secondary" className="overlay-meaning">
                    {t(`overlayLegend.meaning.${o.name}`, { defaultValue: description })}
                  </Typography.Text>
                </li>
              );
            })}
          </ul>
          <label className="overlay-opacity">
            <span>{t('overlays.opacity')}</span>
            <Slider
              min={0}
              max={100}
              step={5}
              value={prefs.opacity}
              onChange={(opacity) => setPrefs({ ...prefs, opacity })}
              tooltip={{ formatter: (v) => `${v ?? 0}%` }}
              ariaLabelForHandle={t('overlays.opacity')}
            />
          </label>
        </Space>
      )}
    </div>
  );
}
