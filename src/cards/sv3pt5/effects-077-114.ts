/**
 * Effect helpers shared by sv3pt5-77 … sv3pt5-114. Attacks deal their damage first and then apply their other
 * effects (rules.md ATK-f). Interpretations: docs/rulings/sv3pt5-077-114.md.
 */
import type { LastingEffect, Effect, EffectCtx, HookCtx, SlotRef } from '../../engine'

/** Draw n cards (an attack with no damage). */
export function drawCards(n: number): Effect {
  return (c) => {
    c.draw(n)
  }
}

/** The attack's damage, then switch this Pokémon with one of your Benched Pokémon (nothing if the Bench is empty). */
export const damageThenSwitchSelf: Effect = function* (c) {
  c.dealDamage()
  yield* c.switchActive(c.seat, c.seat, 'Switch this Pokémon with which Benched Pokémon?')
}

/** The attack's damage, then this Pokémon does `amount` damage to itself. */
export function recoil(amount: number): Effect {
  return (c) => {
    c.dealDamage()
    c.selfDamage(amount)
  }
}

/** The attack's damage, then `amount` damage to each of the opponent's Benched Pokémon (no Weakness/Resistance). */
export function spreadToBench(amount: number): Effect {
  return (c) => {
    c.dealDamage()
    for (const ref of c.benched(c.opp)) c.benchDamage(ref, amount)
  }
}

/** The attack's damage, then a lasting effect on the Defending Pokémon through the opponent's next turn. */
export function markDefending(effect: LastingEffect): Effect {
  return (c) => {
    c.dealDamage()
    c.mark(c.defending, { ...effect, until: 'opponent-next-turn', clearsOnMove: true })
  }
}

/** The attack's damage, then this Pokémon takes `amount` less damage from attacks during the opponent's next turn. */
export function guardSelf(amount: number): Effect {
  return (c) => {
    c.dealDamage()
    c.mark(c.self, {
      source: 'engine',
      key: 'reduce-damage',
      until: 'opponent-next-turn',
      clearsOnMove: true,
      data: { amount },
    })
  }
}

/** The opponent shows you their hand (an event only). */
export function revealOpponentHand(c: EffectCtx, reason: string): void {
  c.revealHand(c.opp, reason)
}

/** Did this Pokémon evolve during this turn? (It is an evolved Pokémon whose top card was played this turn.) */
export function evolvedThisTurn(c: EffectCtx): boolean {
  return c.evolvedThisTurn(c.self)
}

/** "If you played <Trainer> from your hand during this turn, this attack does `bonus` more damage." */
export function bonusIfPlayed(trainer: string, bonus: number): Effect {
  return (c) => {
    c.dealDamage(c.damage + (c.playedThisTurn(trainer) ? bonus : 0))
  }
}

/** Can an Ability of the Pokémon carrying hook `h` affect the opponent's Pokémon at `target` (preventAbilityEffects)? */
export function abilityReaches(h: HookCtx, target: SlotRef): boolean {
  return !h.protectedFromAbilityOf(target, h.self)
}
