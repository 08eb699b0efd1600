import { memo } from 'react'
import { motion } from 'motion/react'
import type { EnergyType, SlotView } from '../../engine'
import { CardBack, CardFace, EnergySymbol, frameOf } from '../cardApi'
import { ROTATION, useAnimFactor } from '../anim/speed'
import { SlotFloaters } from '../anim/SlotFloaters'
import { defOf, topOf } from './defs'

function energyType(def: string): EnergyType {
  const d = defOf(def)
  if (d.kind === 'energy') {
    const t = d.provides[0]?.types
    return Array.isArray(t) ? (t[0] ?? 'colorless') : 'colorless'
  }
  return 'colorless'
}

/** More Energy than this is shown as one symbol per type with a count, so the row never covers the card. */
const MAX_SYMBOLS = 4

function energyCounts(slot: SlotView): [EnergyType, number][] {
  const counts = new Map<EnergyType, number>()
  for (const e of slot.energy) counts.set(energyType(e.def), (counts.get(energyType(e.def)) ?? 0) + 1)
  return [...counts]
}

interface Props {
  slot: SlotView
  slotKey: string
  size: 'active' | 'bench'
}

/**
 * A VMAX's width in play: a card's width, or less where the spot is too low for the taller Dynamax frame (63 × 94).
 * The spot's button (Slot.tsx) is 1.42 card widths high on the Active Spot and 1.45 on the Bench, less its 4 px
 * padding on each side; a 63 × 94 card that high is 63/94 ≈ 0.67 of it wide. On a phone the Active Spot's VMAX was
 * 8.6 px too tall for it at the card's full width (e2e/vmax-game.spec.ts measures it).
 */
const DYNAMAX_WIDTH = {
  active: 'w-[min(var(--cw-active),(var(--cw-active)*1.42_-_8px)*0.67)]',
  bench: 'w-[min(var(--cw-bench),(var(--cw-bench)*1.45_-_8px)*0.67)]',
} as const

/**
 * Every step brings a new view with new slot objects: compare what is drawn, so only the Pokémon that changed
 * render again (a Special Condition turns one card, not the whole table).
 */
const sameCard = (a: Props, b: Props) =>
  a.slotKey === b.slotKey && a.size === b.size && JSON.stringify(a.slot) === JSON.stringify(b.slot)

/**
 * A Pokémon in play: its card turned for Asleep/Paralyzed/Confused, its HP left on the face, damage, Energy,
 * Poisoned/Burned markers. The
 * turn is a CSS transition of `rotate` (the compositor runs it; no layout, no script per frame).
 */
export const InPlayCard = memo(function InPlayCard({ slot, slotKey, size }: Props) {
  const factor = useAnimFactor()
  const top = topOf(slot)
  const rotate = slot.conditions.rotation ? ROTATION[slot.conditions.rotation] : 0
  const hp = slot.hp ?? 0
  const small = size === 'bench'
  // A VMAX's Dynamax frame is taller than other cards (card.css): its box is too, and no taller than the spot.
  const dynamax = !slot.faceDown && !!top && frameOf(defOf(top.def)) === 'dynamax'
  return (
    <div className="relative grid size-full place-items-center">
      <div
        className={`relative ${dynamax ? `aspect-[63/94] ${DYNAMAX_WIDTH[size]}` : `aspect-[5/7] ${small ? 'w-(--cw-bench)' : 'w-(--cw-active)'}`}`}
        style={{ rotate: `${rotate}deg`, transition: factor ? `rotate ${0.45 * factor}s ease-in-out` : undefined }}
        data-rotation={rotate}
        data-fly={top && !slot.faceDown ? top.uid : undefined}
      >
        {slot.faceDown || !top ? (
          <CardBack size={small ? 'mini' : 'small'} />
        ) : (
          <CardFace def={defOf(top.def)} size={small ? 'mini' : 'small'} hp={slot.hp} damage={slot.damage} />
        )}
        {slot.tools.length > 0 && !slot.faceDown && (
          // Pokémon Tools, named on a tag at the card's foot (the slot's accessible name says them too)
          <div
            aria-hidden="true"
            className="pointer-events-none absolute bottom-[22%] -left-1 flex max-w-full flex-col items-start gap-px"
          >
            {slot.tools.map((t) => (
              <span
                key={t.uid}
                data-tool={t.def}
                className={`max-w-full truncate rounded-r-md bg-[#7d5bb0] px-1 font-bold text-white shadow ring-1 ring-white/70 ${small ? 'text-[8px]' : 'text-[10px]'}`}
              >
                {defOf(t.def).name}
              </span>
            ))}
          </div>
        )}
      </div>
      {slot.energy.length > 0 && (
        <div className="pointer-events-none absolute -bottom-1 left-1/2 flex max-w-full -translate-x-1/2 flex-wrap justify-center gap-px rounded-full bg-black/35 px-0.5 py-px">
          {slot.energy.length <= MAX_SYMBOLS
            ? slot.energy.map((e) => <EnergySymbol key={e.uid} type={energyType(e.def)} size={small ? 10 : 13} />)
            : energyCounts(slot).map(([type, n]) => (
                <span
                  key={type}
                  className={`flex items-center font-bold text-white ${small ? 'text-[9px]' : 'text-[11px]'}`}
                >
                  <EnergySymbol type={type} size={small ? 10 : 13} />×{n}
                </span>
              ))}
        </div>
      )}
      {slot.damage > 0 && (
        <motion.span
          key={slot.damage}
          initial={factor ? { scale: 1.8 } : false}
          animate={{ scale: 1 }}
          transition={{ duration: 0.3 * factor }}
          // at the card's right edge, beside the artwork: never over the HP figure (top right on the Active Spot,
          // bottom right on the Bench), which shows the HP left
          data-damage={slot.damage}
          className={`absolute top-[36%] -right-1.5 grid min-w-6 place-items-center rounded-full border-2 border-white bg-red-600 px-1 font-bold text-white shadow ${small ? 'text-[10px]' : 'text-xs'}`}
          title={`${slot.damage} damage${hp ? `: ${Math.max(0, hp - slot.damage)} of ${hp} HP left` : ''}`}
        >
          {slot.damage}
        </motion.span>
      )}
      {(slot.conditions.poisoned || slot.conditions.burned) && (
        <div className="absolute -top-1 -left-1 flex flex-col gap-0.5">
          {slot.conditions.poisoned && (
            <span
              className="rounded-full border-2 border-white bg-purple-700 px-1 text-[10px] font-bold text-white"
              title="Poisoned"
            >
              PSN
            </span>
          )}
          {slot.conditions.burned && (
            <span
              className="rounded-full border-2 border-white bg-orange-600 px-1 text-[10px] font-bold text-white"
              title="Burned"
            >
              BRN
            </span>
          )}
        </div>
      )}
      <SlotFloaters slotKey={slotKey} />
    </div>
  )
}, sameCard)
