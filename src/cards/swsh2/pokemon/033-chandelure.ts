import { defendingIsNow } from '../../effects/conditions'
import { attack, pokemon, weak } from '../../kit'
import type { HookCtx, SlotRef, TypeModifier } from '../../../engine'

/** Protective Glow: a Pokémon of Chandelure's owner with Energy attached has no Weakness. */
const glow = (h: HookCtx, target: SlotRef, w: TypeModifier[]): TypeModifier[] =>
  target.seat === h.owner && h.energyOn(target).length > 0 ? [] : w

export const CHANDELURE = pokemon({
  id: 'swsh2-33',
  name: 'Chandelure',
  stage: 'stage2',
  evolvesFrom: 'Lampent',
  hp: 140,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 2,
  abilities: [
    {
      name: 'Protective Glow',
      text: 'Each of your Pokémon with any Energy attached has no Weakness.',
      hooks: {
        weakness: (h, w) => (h.self ? glow(h, h.self, w) : w),
        othersWeakness: glow,
      },
    },
  ],
  attacks: [
    attack('Mirage Flare', ['fire', 'colorless'], 110, {
      text: "After the damage, your opponent's Active Pokémon is now Confused.",
      effect: defendingIsNow('confused'),
    }),
  ],
})
