import { cx, type CardSize } from './face-layout'
import './card.css'

/** The back of a card: felt green with the gold coin emblem. Purely visual (aria-hidden). */
export function CardBack({ size = 'hand', className }: { size?: CardSize; className?: string }) {
  return (
    <div className={cx('cf-card cf-back', className)} data-size={size} data-frame="back" aria-hidden="true">
      <svg viewBox="0 0 63 88" preserveAspectRatio="none" className="cf-back-art">
        <rect x="0" y="0" width="63" height="88" fill="#133d27" />
        {Array.from({ length: 14 }, (_, i) => (
          <path key={i} d={`M${-40 + i * 8} 0l44 88`} stroke="#1b4f33" strokeWidth="2.2" />
        ))}
        <rect
          x="4"
          y="4"
          width="55"
          height="80"
          rx="3.5"
          fill="none"
          stroke="#f2bb35"
          strokeOpacity="0.7"
          strokeWidth="0.9"
        />
      </svg>
      <svg viewBox="0 0 100 100" className="cf-back-coin">
        <circle cx="50" cy="50" r="46" fill="#d99a24" />
        <circle cx="50" cy="50" r="40" fill="#fbd25a" />
        <path d="M50 10a40 40 0 0 1 0 80Z" fill="#e6a727" />
        <circle cx="50" cy="50" r="35" fill="none" stroke="#b57613" strokeWidth="2" />
        <text
          x="50"
          y="52"
          textAnchor="middle"
          dominantBaseline="central"
          fontFamily="Fredoka Variable, sans-serif"
          fontWeight="700"
          fontSize="44"
          fill="#fff6d8"
          stroke="#9a5c0c"
          strokeWidth="2.5"
          paintOrder="stroke"
        >
          C
        </text>
      </svg>
    </div>
  )
}
