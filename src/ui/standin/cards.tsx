/**
 * TODO(card faces): TEMPORARY minimal stand-in for src/ui/card (the card-face engineer's CardFace, CardBack,
 * cardAccessibleName, CardZoom). Same props; remove and re-export from src/ui/card when it lands
 * (src/ui/cardApi.ts is the only importer).
 */
import type { CardDef, EnergyType } from '../../engine'

export type CardSize = 'mini' | 'small' | 'hand' | 'zoom'

const BG: Record<EnergyType, string> = {
  grass: 'bg-type-grass',
  fire: 'bg-type-fire',
  water: 'bg-type-water',
  lightning: 'bg-type-lightning',
  psychic: 'bg-type-psychic',
  fighting: 'bg-type-fighting',
  darkness: 'bg-type-darkness',
  metal: 'bg-type-metal',
  fairy: 'bg-type-fairy',
  dragon: 'bg-type-dragon',
  colorless: 'bg-type-colorless',
}
const DARK_TEXT = new Set<EnergyType>(['lightning', 'colorless', 'metal'])

function typeOf(def: CardDef): EnergyType | null {
  if (def.kind === 'pokemon') return def.types[0] ?? 'colorless'
  if (def.kind === 'energy') {
    const t = def.provides[0]?.types
    return Array.isArray(t) ? (t[0] ?? 'colorless') : 'colorless'
  }
  return null
}

/** A card face filling its box (the box sets the size). */
export function CardFace({ def, size }: { def: CardDef; size: CardSize }) {
  const t = typeOf(def)
  const bg = t ? BG[t] : 'bg-slate-200'
  const fg = !t || DARK_TEXT.has(t) ? 'text-slate-900' : 'text-white'
  const tiny = size === 'mini' || size === 'small'
  return (
    <div
      aria-hidden="true"
      className={`flex size-full flex-col overflow-hidden rounded-[7%] border-2 border-yellow-300 ${bg} ${fg} shadow`}
    >
      <div className={`flex items-start justify-between gap-0.5 px-1 pt-0.5 leading-tight font-bold ${tiny ? 'text-[9px]' : 'text-xs'}`}>
        <span className="min-w-0 break-words">{def.name}</span>
        {def.kind === 'pokemon' && <span className="shrink-0">{def.hp}</span>}
      </div>
      <div className="mx-1 my-0.5 flex-1 rounded-sm bg-white/30" />
      {!tiny && def.kind === 'pokemon' && (
        <div className="px-1 pb-1 text-[10px] leading-tight">
          {def.attacks.map((a) => (
            <div key={a.name}>
              {a.name} {a.damage ? a.damage + (a.damageSuffix ?? '') : ''}
            </div>
          ))}
        </div>
      )}
      {def.kind !== 'pokemon' && (
        <div className={`px-1 pb-1 ${tiny ? 'text-[8px]' : 'text-[10px]'} leading-tight uppercase`}>
          {def.kind === 'trainer' ? 'Trainer' : 'Energy'}
        </div>
      )}
    </div>
  )
}

export function CardBack({ size }: { size: CardSize }) {
  void size
  return (
    <div
      aria-hidden="true"
      className="grid size-full place-items-center rounded-[7%] border-2 border-white/80 bg-gradient-to-br from-blue-700 to-blue-900 shadow"
    >
      <div className="size-1/3 rounded-full border-4 border-white/60 bg-coin-400" />
    </div>
  )
}

export function EnergySymbol({ type, size, title }: { type: EnergyType; size?: number; title?: string }) {
  const s = size ?? 14
  return (
    <span
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      title={title}
      className={`inline-block rounded-full border border-white ${BG[type]}`}
      style={{ width: s, height: s }}
    />
  )
}

export function CardZoom({ def, onClose }: { def: CardDef; onClose: () => void; rulesTerm?: string }) {
  return (
    <div className="flex flex-col items-center gap-2">
      <div className="aspect-[5/7] w-56">
        <CardFace def={def} size="zoom" />
      </div>
      {def.kind === 'pokemon' &&
        def.attacks.map((a) => (
          <p key={a.name} className="max-w-xs text-sm">
            <b>{a.name}</b> {a.damage ? a.damage : ''} {a.text}
          </p>
        ))}
      {def.text && <p className="max-w-xs text-sm">{def.text}</p>}
      <button type="button" className="sr-only" onClick={onClose}>
        Close
      </button>
    </div>
  )
}
