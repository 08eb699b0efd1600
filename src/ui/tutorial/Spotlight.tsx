import { chipPlace, type ChipPlace } from './placement'
import type { Measured, Ring } from './useSpotRings'

const STYLE: Record<Ring['kind'], { ring: string; label: string }> = {
  touch: { ring: 'ring-coin-300', label: 'Touch' },
  drop: { ring: 'ring-sky-300', label: 'Drop here' },
  look: { ring: 'ring-fuchsia-300', label: 'Look' },
}

const center = (r: Ring) => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 })

/** The chip at each place (placement.ts chipBox gives the same box: 15 px tall, straddling the ring's edge). */
const CHIP_AT: Record<ChipPlace, string> = { above: '-top-3', below: '-bottom-3', inside: 'top-1.5' }
const CHIP_H = 15
/** About as wide as the chip's 10 px bold label, with its padding. */
const chipWidth = (label: string) => label.length * 6.5 + 16

/**
 * Rings around what the current step asks you to touch and where to drop it (an arrow joins them), or what to
 * look at. Drawn over the table but never in the way: it takes no pointer events, so the table works beneath it.
 * Each ring's chip says what to do with it, placed off the prompt, the guide and the top bar (placement.ts); a ring inside
 * the prompt (its Done button) has no chip, the prompt says what to do.
 */
export function Spotlight({ measured, forKey }: { measured: Measured; forKey: string }) {
  const { rings } = measured
  const avoid = [measured.prompt, measured.guide, measured.bar].filter((b) => b !== null)
  const viewH = typeof window === 'undefined' ? 0 : window.innerHeight
  const from = rings.find((r) => r.kind === 'touch')
  const to = rings.find((r) => r.kind === 'drop')
  return (
    <div
      aria-hidden="true"
      data-testid="tutorial-spotlight"
      data-for={rings.length > 0 ? forKey : undefined}
      className="pointer-events-none fixed inset-0 z-40"
    >
      {from && to && (
        <svg className="absolute inset-0 size-full overflow-visible">
          <defs>
            <marker
              id="coach-arrow"
              viewBox="0 0 10 10"
              refX="8"
              refY="5"
              markerWidth="5"
              markerHeight="5"
              orient="auto"
            >
              <path d="M0 0 10 5 0 10z" fill="rgb(125 211 252)" />
            </marker>
          </defs>
          <line
            x1={center(from).x}
            y1={center(from).y}
            x2={center(to).x}
            y2={center(to).y}
            stroke="rgb(125 211 252)"
            strokeWidth="4"
            strokeDasharray="10 8"
            strokeLinecap="round"
            markerEnd="url(#coach-arrow)"
            className="opacity-80"
          />
        </svg>
      )}
      {rings.map((r, i) => {
        const label = STYLE[r.kind].label
        const place = chipPlace(r, { w: chipWidth(label), h: CHIP_H }, avoid, { h: viewH })
        return (
          <div
            key={i}
            data-coach-ring={r.kind}
            style={{ left: r.x - 4, top: r.y - 4, width: r.w + 8, height: r.h + 8 }}
            className={`absolute animate-pulse rounded-xl ring-4 ${STYLE[r.kind].ring} shadow-[0_0_24px_rgb(253_224_71/0.55)]`}
          >
            {place && (
              <span
                data-coach-chip={r.kind}
                className={`absolute ${CHIP_AT[place]} left-1/2 -translate-x-1/2 rounded-full bg-felt-950/85 px-2 text-[10px] leading-[15px] font-extrabold whitespace-nowrap text-white`}
              >
                {label}
              </span>
            )}
          </div>
        )
      })}
    </div>
  )
}
