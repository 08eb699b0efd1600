/**
 * Effect helpers shared by sv3pt5-1 … sv3pt5-38. Attacks deal their damage first and then apply their other
 * effects (rules.md ATK-f). Interpretations: docs/rulings/sv3pt5-001-038.md.
 */
import type { CardDef, Effect, EffectCtx, EnergyType, Proc, SlotRef } from '../../engine'
import { isBasicEnergy } from '../../engine'

/** Is this a Basic Energy card of the given type (a Basic Water Energy card…)? */
export const isBasicEnergyOf = (d: CardDef, type: EnergyType): boolean =>
  isBasicEnergy(d) && d.provides.some((u) => u.types !== 'any' && u.types.includes(type))

/** Damage counters on a Pokémon. */
export const countersOn = (c: EffectCtx, ref: SlotRef): number => Math.floor(c.damageOn(ref) / 10)

/** The attack's damage, then heal `amount` damage from this Pokémon. */
export function healSelf(amount: number): Effect {
  return (c) => {
    c.dealDamage()
    c.heal(c.self, amount)
  }
}

/** "Flip a coin. If heads, during your opponent's next turn, prevent all damage done to this Pokémon by attacks." */
export const flipPreventDamage: Effect = (c) => {
  const heads = c.flip()
  c.dealDamage()
  if (heads)
    c.mark(c.self, { source: 'engine', key: 'prevent-damage', until: 'opponent-next-turn', clearsOnMove: true })
}

/** The attack's damage, then: "During your opponent's next turn, the Defending Pokémon can't retreat." */
export const bindDefending: Effect = (c) => {
  c.dealDamage()
  c.mark(c.defending, { source: 'engine', key: 'cant-retreat', until: 'opponent-next-turn', clearsOnMove: true })
}

/** The attack's damage, then the opponent's Active Pokémon gets every condition listed. */
export function afflict(...conds: ('asleep' | 'burned' | 'confused' | 'paralyzed' | 'poisoned')[]): Effect {
  return (c) => {
    c.dealDamage()
    for (const cond of conds) c.condition(c.defending, cond)
  }
}

/** The attack's damage, then discard `units` Energy from this Pokémon (its owner chooses which). */
export function discardOwnEnergy(units: number): Effect {
  return function* (c) {
    c.dealDamage()
    yield* c.discardEnergy(c.self, units)
  }
}

/** Search your deck for up to `max` cards that match and put them onto your Bench (as room allows), then shuffle. */
export function* searchToBench(c: EffectCtx, max: number, filter: (d: CardDef) => boolean, text: string): Proc<void> {
  yield* c.searchDeck({ text, filter, max: Math.min(max, c.benchRoom()), to: 'bench' })
}

/** A Basic Pokémon card (what "search for a Basic Pokémon" may find). */
export const isBasicPokemon = (d: CardDef): boolean => d.kind === 'pokemon' && d.stage === 'basic'
