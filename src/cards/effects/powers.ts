/** Card building blocks for Pokémon Powers and Abilities, shared by every set. */
import type { AbilityDef, EffectCtx, EnergyType, HookCtx, SlotRef } from '../../engine'
import { isBasicEnergy } from '../../engine'
import { hasEnergyOfType } from './energy'

/**
 * "This power can't be used if <this Pokémon> is Asleep, Confused, or Paralyzed": a Base Set Pokémon Power's
 * `offWhen`.
 */
export const POWER_OFF: ('asleep' | 'confused' | 'paralyzed')[] = ['asleep', 'confused', 'paralyzed']

/**
 * Can an Ability of the Pokémon carrying hook `h` affect the opponent's Pokémon at `target` (an effect such as
 * "prevent all effects of your opponent's Pokémon's Abilities done to this Pokémon" stops it)?
 */
export function abilityReaches(h: HookCtx, target: SlotRef): boolean {
  return !h.protectedFromAbilityOf(target, h.self)
}

/**
 * "If this Pokémon has any <typeName> Energy attached, it has no Retreat Cost." (the Legendary birds' "… Float").
 */
export function noRetreatCostWithEnergy(name: string, type: EnergyType, typeName: string): AbilityDef {
  return {
    name,
    text: `While this Pokémon has any ${typeName} Energy attached, its Retreat Cost is 0.`,
    hooks: {
      retreatCost: (h, cost) => (h.self && hasEnergyOfType(h, h.self, type) ? 0 : cost),
    },
  }
}

/**
 * "When you play this Pokémon from your hand to evolve 1 of your Pokémon during your turn, you may look at the top
 * `n` cards of your deck and attach any number of Basic Energy cards you find there to your Pokémon in any way you
 * like. Shuffle the other cards back into your deck." (The "you may" question is asked by the engine:
 * AbilityDef.onPlay.may.)
 */
export function onEvolveAttachEnergyFromTop(name: string, n: number, text: string): AbilityDef {
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
