/**
 * The order of a 2-on-2 Battle's Pokémon Checkup (seed 003 Appendix A "Pokémon with Special Conditions": "When both
 * of your Pokémon are Asleep, Burned, Confused, or Poisoned, you can make an attempt to recover or avoid damage in
 * whatever order you would like"). The question is asked only when both of a player's Active Pokémon have a step to
 * take; in 1-on-1, or with one of them affected, there is nothing to order.
 */
import type { Seat, SlotRef } from '../model/types'
import type { Prompt } from '../model/decision'
import type { Table } from '../table/table'

/**
 * Does the Pokémon at `ref` have a Checkup step of its own Special Conditions: Poison's damage, a Burn that does
 * something under the rule set, or a Sleep flip? Confusion has no Checkup step (its flip comes with an attack) and
 * Paralysis ends by itself, so neither is an attempt to order.
 */
export function hasCheckupStep(t: Table, ref: SlotRef): boolean {
  const c = t.slot(ref)?.conditions
  if (!c) return false
  return !!c.poisoned || (!!c.burned && t.rules.burn !== 'none') || c.rotation === 'asleep'
}

const CONDITION_NAMES: [keyof Conditions, string][] = [
  ['poisoned', 'Poisoned'],
  ['burned', 'Burned'],
]
type Conditions = NonNullable<ReturnType<Table['slot']>>['conditions']

/** "Which goes first?": the player's two Active Pokémon as slot options, each with the conditions it checks. */
export function checkupOrderPrompt(t: Table, seat: Seat, refs: readonly SlotRef[]): Prompt {
  return {
    ask: 'choose-target',
    seat,
    text: 'Pokémon Checkup: which of your Active Pokémon goes first?',
    options: refs.map((ref) => {
      const slot = t.mustSlot(ref)
      const c = slot.conditions
      const names = [
        ...(c.rotation === 'asleep' ? ['Asleep'] : []),
        ...CONDITION_NAMES.filter(([k]) => c[k]).map(([, n]) => n),
      ]
      return { kind: 'slot' as const, ref, label: `${t.pokemon(slot).name} (${names.join(', ')})` }
    }),
    min: 1,
    max: 1,
    // Special Conditions are public; so is the order the player picks.
    publicOptions: true,
  }
}
