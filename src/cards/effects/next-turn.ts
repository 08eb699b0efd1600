/**
 * Card building blocks for lasting effects "during your opponent's next turn", on this Pokémon or the Defending
 * Pokémon. They are markers (docs/cards.md) that end with that turn and when the Pokémon leaves the Active Spot
 * (rules.md SC-7); a block used as an attack's `effect` deals the attack's damage first.
 */
import type { Effect, Hooks, LastingEffect } from '../../engine'
import { markerKind } from '../kit'

function ifHeadsProtectThis(key: 'prevent-damage' | 'prevent-all'): Effect {
  return (c) => {
    const heads = c.flip()
    c.dealDamage()
    if (heads) c.mark(c.self, { source: 'engine', key, until: 'opponent-next-turn', clearsOnMove: true })
  }
}

/**
 * "Flip a coin. If heads, during your opponent's next turn, prevent all damage done to this Pokémon by attacks."
 * (Their other effects still happen.)
 */
export const ifHeadsPreventAllDamageToThis: Effect = ifHeadsProtectThis('prevent-damage')

/**
 * "Flip a coin. If heads, prevent all effects of an attack, including damage, done to this Pokémon during your
 * opponent's next turn."
 */
export const ifHeadsPreventAllEffectsToThis: Effect = ifHeadsProtectThis('prevent-all')

/** "During your opponent's next turn, this Pokémon takes `less` less damage from attacks." */
export function takesLessDamageNextTurn(less: number): Effect {
  return (c) => {
    c.dealDamage()
    c.mark(c.self, {
      source: 'engine',
      key: 'reduce-damage',
      until: 'opponent-next-turn',
      clearsOnMove: true,
      data: { amount: less },
    })
  }
}

/**
 * "During your opponent's next turn, the Defending Pokémon …": the lasting effect `effect` (an engine marker such as
 * `cant-attack`, or one of the card's own `markers`) on it.
 */
export function defendingDuringNextTurn(effect: LastingEffect): Effect {
  return (c) => {
    c.dealDamage()
    c.mark(c.defending, { ...effect, until: 'opponent-next-turn', clearsOnMove: true })
  }
}

/** "During your opponent's next turn, the Defending Pokémon can't retreat." */
export const defendingCantRetreat: Effect = defendingDuringNextTurn({ source: 'engine', key: 'cant-retreat' })

/** "During your next turn, this Pokémon can't attack." (ends early if it leaves the Active Spot, SC-7) */
export const thisCantAttackNextTurn: Effect = (c) => {
  c.dealDamage()
  c.mark(c.self, { source: 'engine', key: 'cant-attack', until: 'my-next-turn', clearsOnMove: true })
}

/**
 * "During your next turn, this Pokémon can't use <this attack>." (ends early if it leaves the Active Spot, SC-7; a
 * copy of the attack blocks the copied name)
 */
export const thisCantUseThisAttackNextTurn: Effect = (c) => {
  c.dealDamage()
  const name = c.src.attack?.name
  if (name === undefined) return
  c.mark(c.self, {
    source: 'engine',
    key: 'cant-use-attack',
    until: 'my-next-turn',
    clearsOnMove: true,
    data: { attack: name },
  })
}

/**
 * "During your next turn, this Pokémon's <attack> attack does `more` more damage (before applying Weakness and
 * Resistance)." Returns the `effect` of the attack that sets it up and the `markers` the card definition must carry
 * (the lasting effect is the card's own marker, keyed by the attack it boosts). Ends early if the Pokémon leaves the
 * Active Spot or evolves (SC-7); the boost reaches any damage that attack does during that turn.
 */
export function attackDoesMoreDuringYourNextTurn(
  cardId: `${string}-${string}`,
  attack: string,
  more: number,
): { effect: Effect; markers: Record<string, Hooks> } {
  const kind = markerKind<Record<string, never>>(cardId, `more-damage-${attack}`)
  return {
    effect(c) {
      c.dealDamage()
      c.mark(c.self, { ...kind({}), until: 'my-next-turn', clearsOnMove: true })
    },
    markers: {
      [kind.key]: {
        outgoingDamage: (h, d) =>
          d.fromAttack && d.attackName === attack && h.duringTurnOf(h.owner) ? d.amount + more : d.amount,
      },
    },
  }
}

/**
 * "Choose 1 of your opponent's Active Pokémon's attacks. During your opponent's next turn, that Pokémon can't use that
 * attack." / "Pick one of the Defending Pokémon's attacks. During your opponent's next turn, that Pokémon can't use
 * it." (the attacking player chooses among its printed attacks, with no question when it has one; after the attack's
 * damage; ends early if that Pokémon leaves the Active Spot or evolves, SC-7)
 */
export const defendingCantUseChosenAttackNextTurn: Effect = function* (c) {
  c.dealDamage()
  if (!c.exists(c.defending)) return
  const names = c.pokemonAt(c.defending).attacks.map((a) => a.name)
  if (names.length === 0) return
  const i =
    names.length === 1 ? 0 : yield* c.chooseOne("Choose the attack your opponent's Active Pokémon can't use", names)
  c.mark(c.defending, {
    source: 'engine',
    key: 'cant-use-attack',
    until: 'opponent-next-turn',
    clearsOnMove: true,
    data: { attack: names[i]! },
  })
}
