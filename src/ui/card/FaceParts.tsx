/** Parts shared by the Pokémon, Trainer and Energy faces: the artwork, the HP figure, the head, the rules text. */
import type { CSSProperties, ReactNode } from 'react'
import type { CardDef, EnergyType } from '../../engine'
import { glyph } from './glyphs'
import { TYPE_COLOR } from './palette'
import { hash } from './fit'
import { cx, type Vars } from './face-layout'

/** Artwork: a type-themed placeholder (gradient, rays, bokeh and the type emblem), varied per card by its id. */
export function Art({ type, seed, children }: { type: EnergyType | null; seed: string; children?: ReactNode }) {
  const h = hash(seed)
  const x = 38 + (h % 25) // emblem centre, % of the window
  const angle = (h >>> 5) % 360
  const dots = Array.from({ length: 5 }, (_, i) => {
    const v = hash(`${seed}:${i}`)
    return { left: v % 100, top: (v >>> 8) % 100, size: 10 + ((v >>> 16) % 22), o: 0.1 + ((v >>> 24) % 20) / 100 }
  })
  return (
    <div className="cf-art" style={{ '--ax': `${x}%`, '--aa': `${angle}deg` } as Vars}>
      {dots.map((d, i) => (
        <span
          key={i}
          className="cf-bokeh"
          style={{ left: `${d.left}%`, top: `${d.top}%`, width: `${d.size}%`, opacity: d.o } as CSSProperties}
        />
      ))}
      {type && (
        <svg className="cf-emblem" viewBox="0 0 24 24" aria-hidden="true" style={{ left: `${x}%` }}>
          <circle cx="12" cy="12" r="11" fill="none" stroke="#fff" strokeOpacity="0.55" strokeWidth="0.7" />
          <circle cx="12" cy="12" r="9.6" fill="#fff" fillOpacity="0.16" />
          {glyph(type, '#fff', TYPE_COLOR[type])}
        </svg>
      )}
      {children}
    </div>
  )
}

/**
 * The HP figure: the printed one, or the HP in play, marked when an effect changed it; with damage on the card, the
 * HP left, in red (`data-max` keeps the HP it is out of).
 */
export function HpFigure({ printed, now, damage = 0 }: { printed: number; now: number | undefined; damage?: number }) {
  const hp = now ?? printed
  if (damage > 0)
    return (
      <span className="cf-hp-left" data-printed={printed} data-max={hp}>
        {Math.max(0, hp - damage)}
      </span>
    )
  return (
    <span className={cx(hp !== printed && (hp > printed ? 'cf-hp-up' : 'cf-hp-down'))} data-printed={printed}>
      {hp}
    </span>
  )
}

/** The set and number at the foot of a zoomed card; `lead` goes at the row's left (a Pokémon's Prize count). */
export function Meta({ def, lead }: { def: CardDef; lead?: ReactNode }) {
  const print = [def.set, def.number].filter(Boolean).join(' · ')
  if (!print && !lead) return null
  return (
    <div className={cx('cf-meta', lead != null && 'cf-meta--lead')} data-fit>
      {lead}
      {print && <span>{print}</span>}
    </div>
  )
}

/**
 * The head of a Trainer or Special Energy: the kind of card, then the name at `nameSize` (cqw), wrapping.
 * `children` go on the kind's row, at its right.
 */
export function KindAndName({
  kind,
  name,
  nameSize,
  children,
}: {
  kind: string
  name: string
  nameSize: number
  children?: ReactNode
}) {
  return (
    <div className="cf-head">
      <div className="cf-stage-row">
        <span className="cf-kind" data-fit>
          {kind}
        </span>
        {children}
      </div>
      <div className="cf-title">
        <span className="cf-name cf-name--wrap" data-fit style={{ fontSize: `${nameSize}cqw` }}>
          {name}
        </span>
      </div>
    </div>
  )
}

/**
 * A Trainer's or Special Energy's rules text at `fontSize` (cqw), followed by `children`; nothing at all when the
 * text has no readable size at this card size (`fontSize` null).
 */
export function RulesText({
  text,
  fontSize,
  children,
}: {
  text: string
  fontSize: number | null
  children?: ReactNode
}) {
  if (!fontSize) return null
  return (
    <div className="cf-body cf-body--text">
      <p className="cf-text" data-fit style={{ fontSize: `${fontSize}cqw` }}>
        {text}
      </p>
      {children}
    </div>
  )
}
