import { useTranslation } from 'react-i18next';
import type { OverlayLegend } from '@dermadesk/contracts';

const css = ([r, g, b]: readonly number[]) => `rgb(${r} ${g} ${b})`;

/**
 * What an overlay's colours mean: its colour framed by its outline (masks, rings), or the heatmap's
 * colour bar with the values at each end. Results stored before overlays carried a legend show
 * none (the text beside it still says what the overlay is).
 */
export function OverlayLegendKey({ legend }: { legend?: OverlayLegend }) {
  const { t, i18n } = useTranslation();
  if (!legend) return null;
  if (legend.type === 'colour')
    return (
      <span
        className="overlay-swatch"
        aria-hidden
        style={{ background: css(legend.colour), borderColor: css(legend.outline) }}
      />
    );
  const fmt = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const unit = legend.unit ? ` ${legend.unit}` : '';
  return (
    <span className="overlay-scale" data-testid="overlay-scale">
      <span aria-hidden className="overlay-scale-end">
        {fmt.format(legend.lo)}
      </span>
      <span
        className="overlay-scale-bar"
        role="img"
        aria-label={t('overlayLegend.scaleLabel', {
          lo: `${fmt.format(legend.lo)}${unit}`,
          hi: `${fmt.format(legend.hi)}${unit}`,
        })}
        style={{ background: `linear-gradient(to right, ${legend.colours.map(css).join(', ')})` }}
      />
      <span aria-hidden className="overlay-scale-end">
        {fmt.format(legend.hi)}
        {unit}
      </span>
      {legend.belowLo === 'transparent' && (
        <span className="overlay-scale-note">
          {t('overlayLegend.belowNotTinted', { lo: `${fmt.format(legend.lo)}${unit}` })}
        </span>
      )}
    </span>
  );
}
