import type { EnergyType } from '../../engine'
import { glyph } from './glyphs'
import { TYPE_COLOR, glyphColor } from './palette'

export interface EnergySymbolProps {
  type: EnergyType
  /** Pixels; without it the symbol is 1em, so it scales with the surrounding text. */
  size?: number
  /** When given, the symbol is an image with this name (an SVG <title>); otherwise it is decorative. */
  title?: string
  className?: string
}

/** An Energy type symbol: a coloured disc with the type's glyph, as an SVG that stays crisp at any size. */
export function EnergySymbol({ type, size, title, className }: EnergySymbolProps) {
  const disc = TYPE_COLOR[type]
  const dim = size ?? '1em'
  return (
    <svg
      viewBox="0 0 24 24"
      width={dim}
      height={dim}
      className={['inline-block shrink-0 align-[-0.15em]', className].filter(Boolean).join(' ')}
      data-energy={type}
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
    >
      {title && <title>{title}</title>}
      <circle cx="12" cy="12" r="11.2" fill={disc} stroke="rgb(0 0 0 / 0.38)" strokeWidth="1.2" />
      <ellipse cx="12" cy="6.6" rx="6.6" ry="3.4" fill="#fff" opacity="0.16" />
      {glyph(type, glyphColor(type), disc)}
    </svg>
  )
}
