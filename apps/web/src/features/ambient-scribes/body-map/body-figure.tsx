import type { BodyMark, BodySide } from '@dermadesk/contracts';
import type { MouseEvent } from 'react';
import { FIGURE, PARTS } from './body-outline';

/**
 * One side of the body as SVG: the outline's parts, and the marks on this side numbered as in
 * the list. Clicking a part places a mark there; a mark is a focusable button.
 */
export function BodyFigure({
  side,
  caption,
  marks,
  numberOf,
  selected,
  markLabel,
  onPlace,
  onSelect,
}: {
  side: BodySide;
  caption: string;
  marks: BodyMark[];
  numberOf: (mark: BodyMark) => number;
  selected: string | null;
  markLabel: (mark: BodyMark) => string;
  onPlace: (x: number, y: number) => void;
  onSelect: (id: string) => void;
}) {
  const place = (e: MouseEvent<SVGSVGElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    onPlace((e.clientX - box.left) / box.width, (e.clientY - box.top) / box.height);
  };
  return (
    <figure className="scribe-body-figure">
      <svg
        viewBox={`0 0 ${FIGURE.width} ${FIGURE.height}`}
        onClick={place}
        data-side={side}
        aria-label={caption}
        role="group"
      >
        {PARTS.map((p, i) => (
          <rect
            key={i}
            className="scribe-body-part"
            x={p.x}
            y={p.y}
            width={p.w}
            height={p.h}
            rx={p.r}
          />
        ))}
        {marks.map((mark) => (
          <g
            key={mark.id}
            role="button"
            tabIndex={0}
            aria-label={markLabel(mark)}
            aria-pressed={selected === mark.id}
            className={`scribe-body-mark${selected === mark.id ? ' is-selected' : ''}`}
            onClick={(e) => {
              e.stopPropagation();
              onSelect(mark.id);
            }}
            onKeyDown={(e) => {
              if (e.key !== 'Enter' && e.key !== ' ') return;
              e.preventDefault();
              onSelect(mark.id);
            }}
          >
            <circle cx={mark.x * FIGURE.width} cy={mark.y * FIGURE.height} r={4.5} />
            <text x={mark.x * FIGURE.width} y={mark.y * FIGURE.height} dy="2">
              {numberOf(mark)}
            </text>
          </g>
        ))}
      </svg>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
