// What the zoom says about a Pokémon in play, beside its printed card: pure, so it is tested without a page.
import type { CardDef, SlotView } from '../../engine'
import { CONDITION_LABEL } from '../card/names'
import { hpLeft } from './zoom'

export interface InPlayFacts {
  /** HP now (effects counted) and what is left of it after the damage; undefined when the view does not know. */
  hp?: number
  left?: number
  damage: number
  /** "2 × Basic Psychic Energy", "Double Colorless Energy": the same card counted once. */
  energy: string[]
  tools: { name: string; text: string }[]
  /** "Asleep", "Poisoned"… */
  conditions: string[]
  /** The cards under the top one, bottom first: "Bulbasaur", "Ivysaur". */
  evolvedFrom: string[]
}

function counted(names: string[]): string[] {
  const counts = new Map<string, number>()
  for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1)
  return [...counts].map(([n, k]) => (k > 1 ? `${k} × ${n}` : n))
}

export function inPlayFacts(slot: SlotView, defOf: (id: string) => CardDef): InPlayFacts {
  const c = slot.conditions
  return {
    hp: slot.hp,
    left: hpLeft(slot),
    damage: slot.damage,
    energy: counted(slot.energy.map((e) => defOf(e.def).name)),
    tools: slot.tools.map((t) => {
      const d = defOf(t.def)
      return { name: d.name, text: d.kind === 'trainer' ? (d.text ?? '') : '' }
    }),
    conditions: [
      ...(c.rotation ? [CONDITION_LABEL[c.rotation]] : []),
      ...(c.poisoned ? ['Poisoned'] : []),
      ...(c.burned ? ['Burned'] : []),
    ],
    evolvedFrom: slot.stack.slice(0, -1).map((r) => defOf(r.def).name),
  }
}
