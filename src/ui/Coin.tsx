import { useId, useState } from 'react'
import { ANIMATION_FACTOR, useSettings } from '../store/settings'

type Side = 'heads' | 'tails'

const RIDGES = Array.from({ length: 36 }, (_, i) => {
  const a0 = (i * 2 * Math.PI) / 36
  const a1 = a0 + Math.PI / 36
  const p = (a: number) => `${(50 + 48 * Math.cos(a)).toFixed(2)},${(50 + 48 * Math.sin(a)).toFixed(2)}`
  return `M50,50L${p(a0)}A48,48 0 0 1 ${p(a1)}Z`
}).join('')

const STAR = Array.from({ length: 10 }, (_, i) => {
  const r = i % 2 === 0 ? 22 : 9.5
  const a = -Math.PI / 2 + (i * Math.PI) / 5
  return `${(50 + r * Math.cos(a)).toFixed(2)},${(51 + r * Math.sin(a)).toFixed(2)}`
}).join(' ')

/** One face of the coin, drawn like the app icon (scripts/make-icons.mjs): reeded rim, two-tone face, emblem. */
function CoinFace({ side, gradientId }: { side: Side; gradientId: string }) {
  const light = side === 'heads' ? '#fbd25a' : '#f2bb35'
  const dark = side === 'heads' ? '#e6a727' : '#c9861a'
  return (
    <svg viewBox="0 0 100 100" className="size-full drop-shadow-[0_10px_14px_rgb(0_0_0/0.35)]" aria-hidden="true">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0.5" stopColor={light} />
          <stop offset="0.5" stopColor={dark} />
        </linearGradient>
      </defs>
      <circle cx="50" cy="50" r="48" fill="#d99a24" />
      <path d={RIDGES} fill="#a8670f" />
      <circle cx="50" cy="50" r="40.5" fill={`url(#${gradientId})`} />
      <circle cx="50" cy="50" r="36" fill="none" stroke="#b57613" strokeWidth="1.8" />
      {side === 'heads' ? (
        <>
          <polygon points={STAR} fill="#9a5c0c" stroke="#9a5c0c" strokeWidth="5" strokeLinejoin="round" />
          <polygon points={STAR} fill="#fff6d8" />
        </>
      ) : (
        <text
          x="50"
          y="51"
          textAnchor="middle"
          dominantBaseline="central"
          fontFamily="Fredoka Variable, sans-serif"
          fontWeight="700"
          fontSize="46"
          fill="#fff6d8"
          stroke="#9a5c0c"
          strokeWidth="2.5"
          paintOrder="stroke"
        >
          C
        </text>
      )}
    </svg>
  )
}

/** The title coin. Click (or Enter/Space) to flip it; the result is reported through `onResult`. */
export function Coin({ onResult }: { onResult: (message: string) => void }) {
  const id = useId()
  const [turn, setTurn] = useState(0)
  const [pending, setPending] = useState<Side | null>(null)
  const speed = useSettings((s) => s.animationSpeed)

  const flip = () => {
    const side: Side = Math.random() < 0.5 ? 'heads' : 'tails'
    // at least three full turns, landing on the chosen side
    setTurn((t) => (Math.floor(t / 360) + 3) * 360 + (side === 'tails' ? 180 : 0))
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    if (ANIMATION_FACTOR[speed] === 0 || reduced) onResult(side === 'heads' ? 'Heads!' : 'Tails!')
    else {
      setPending(side)
      onResult('')
    }
  }

  return (
    <button
      type="button"
      onClick={flip}
      aria-label="Flip the coin"
      className="coin-stage size-36 cursor-pointer rounded-full transition-[scale] duration-200 hover:scale-[1.03] active:scale-[0.98] sm:size-44 lg:size-52"
    >
      <span className="coin-intro block size-full">
        <span
          className="coin relative block size-full"
          style={{ transform: `rotateY(${turn}deg)` }}
          onTransitionEnd={(e) => {
            if (e.propertyName !== 'transform' || !pending) return
            onResult(pending === 'heads' ? 'Heads!' : 'Tails!')
            setPending(null)
          }}
        >
          <span className="coin-face">
            <CoinFace side="heads" gradientId={`${id}-h`} />
          </span>
          <span className="coin-face coin-face--tails">
            <CoinFace side="tails" gradientId={`${id}-t`} />
          </span>
        </span>
      </span>
    </button>
  )
}
