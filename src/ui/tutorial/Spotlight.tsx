import type { Ring } from './useSpotRings'

const STYLE: Record<Ring['kind'], { ring: string; label: string }> = {
  touch: { ring: 'ring-coin-300', label: 'Touch' },
  drop: { ring: 'ring-sky-300', label: 'Drop here' },
  look: { ring: 'ring-fuchsia-300', label: 'Look' },
}

const center = (r: Ring) => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 })

/**
 * Rings around what the current step asks you to touch and where to drop it (an arrow joins them), or what to
 * look at. Drawn over the table but never in the way: it takes no pointer events, so the table works beneath it.
 */
export function Spotlight({ rings, forKey }: { rings: Ring[]; forKey: string }) {
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
      {rings.map((r, i) => (
        <div
          key={i}
          data-coach-ring={r.kind}
          style={{ left: r.x - 4, top: r.y - 4, width: r.w + 8, height: r.h + 8 }}
          className={`absolute animate-pulse rounded-xl ring-4 ${STYLE[r.kind].ring} shadow-[0_0_24px_rgb(253_224_71/0.55)]`}
        >
          <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-felt-950/85 px-2 text-[10px] font-extrabold whitespace-nowrap text-white">
            {STYLE[r.kind].label}
          </span>
        </div>
      ))}
    </div>
  )
}
