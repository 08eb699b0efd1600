import { motion } from 'motion/react'
import { useShallow } from 'zustand/react/shallow'
import { useFx } from './fx'
import { useAnimFactor } from './speed'

/**
 * The floating numbers of one place on the table ("-60", "Weakness ×2"), by its slot key. Drawn by the Pokémon in
 * the place and, once it has gone, by the empty spot: a Knocked Out Active leaves its spot as its damage is shown,
 * and the player still sees what Knocked it Out.
 */
export function SlotFloaters({ slotKey }: { slotKey: string }) {
  const factor = useAnimFactor()
  const floaters = useFx(useShallow((s) => s.floaters.filter((f) => f.slot === slotKey)))
  return floaters.map((f) => (
    <motion.span
      key={f.id}
      aria-hidden="true"
      data-floater={slotKey}
      initial={{ y: 0, opacity: 1, scale: 0.8 }}
      animate={{ y: -36, opacity: 0, scale: 1.3 }}
      transition={{ duration: Math.max(0.6, 1.1 * factor) }}
      className={`pointer-events-none absolute top-1/3 z-20 font-display text-2xl font-bold drop-shadow ${
        f.tone === 'heal' ? 'text-emerald-300' : 'text-red-500'
      }`}
    >
      {f.text}
      {f.note && (
        <span className="block text-center text-xs leading-tight font-semibold whitespace-nowrap">{f.note}</span>
      )}
    </motion.span>
  ))
}
