/**
 * Effect helpers shared by sv3pt5-39 … sv3pt5-76. Attacks deal their damage first and then apply their other effects
 * (rules.md ATK-f). Interpretations: docs/rulings/sv3pt5-039-076.md.
 */
import type { AbilityDef, CardDef, Effect, EffectCtx, SpecialCondition } from '../../engine'
import { isBasicEnergy } from '../../engine'

/** The attack's damage, then the opponent's Active Pokémon gets the Special Condition. */
export function afflict(cond: SpecialCondition): Effect {
  return (c) => {
    c.dealDamage()
    c.condition(c.defending, cond)
  }
}

/** "Flip a coin. If heads, your opponent's Active Pokémon is now <cond>." (damage first). */
export function flipAfflict(cond: SpecialCondition): Effect {
  return (c) => {
    const heads = c.flip()
    c.dealDamage()
    if (heads) c.condition(c.defending, cond)
  }
}

/** "Flip a coin. If heads, this attack does `more` more damage." */
export function flipMore(more: number): Effect {
  return (c) => {
    c.dealDamage(c.damage + (c.flip() ? more : 0))
  }
}

/** The attack's damage, then discard the top `n` cards of the opponent's deck. */
export function millOpponent(n: number): Effect {
  return (c) => {
    c.dealDamage()
    for (const uid of c.them.deck.slice(0, n)) c.moveTo(uid, 'discard')
  }
}

/** The attack's damage, then: during the opponent's next turn, the Defending Pokémon can't retreat. */
export const bindDefending: Effect = (c) => {
  c.dealDamage()
  c.mark(c.defending, { source: 'engine', key: 'cant-retreat', until: 'opponent-next-turn', clearsOnMove: true })
}

/**
 * Gloom's and Vileplume's Ability: when played from the hand to evolve, the player may look at the top `n` cards of
 * their deck, attach any of the Basic Energy cards among them to their Pokémon as they like, and shuffle the rest
 * back. (The "you may" question is asked by the engine: AbilityDef.onPlay.may.)
 */
export function bloomingEnergy(name: string, n: number, text: string): AbilityDef {
  return {
    name,
    text,
    onPlay: { to: 'evolve', may: true },
    *use(c: EffectCtx) {
      const top = c.me.deck.slice(0, n)
      c.lookAt(top, name)
      const energy = top.filter((u) => isBasicEnergy(c.def(u)))
      const chosen = yield* c.chooseCards(energy, {
        text: `${name}: choose the Basic Energy cards to attach (from the top ${n} cards of your deck)`,
        min: 0,
        max: energy.length,
      })
      for (const uid of chosen) {
        const to = yield* c.chooseSlot(c.allPokemon(c.seat), { text: `Attach ${c.def(uid).name} to which Pokémon?` })
        if (to) c.attach(uid, to)
      }
      c.shuffleDeck()
    },
  }
}

export const isSupporter = (d: CardDef): boolean => d.kind === 'trainer' && d.trainerKind === 'supporter'
