import { perHeads } from '../../effects/coins'
import type { HookCtx, SlotRef } from '../../../engine'
import { attack, pokemon, weak } from '../../kit'

/** Screen Cleaner covers `target` against an attack by `attacker`: an opponent's attack on one of its owner's Pokémon with Energy. */
const covers = (h: HookCtx, target: SlotRef, attacker: SlotRef | null): boolean =>
  !!attacker && attacker.seat !== h.owner && target.seat === h.owner && h.energyOn(target).length > 0

export const GALARIAN_MR_RIME = pokemon({
  id: 'swsh2-38',
  name: 'Galarian Mr. Rime',
  stage: 'stage1',
  evolvesFrom: 'Galarian Mr. Mime',
  hp: 110,
  types: ['water'],
  weakness: weak('metal'),
  retreat: 1,
  abilities: [
    {
      name: 'Screen Cleaner',
      text:
        "Your opponent's attacks still do their damage to your Pokémon that have Energy attached (this one included), " +
        'but none of their other effects. Effects already on them stay.',
      hooks: {
        preventEffects: (h, attacker) => h.self !== null && covers(h, h.self, attacker),
        othersPreventEffects: covers,
      },
    },
  ],
  attacks: [
    attack('Triple Spin', ['water', 'colorless'], 50, {
      damageSuffix: '×',
      text: 'Flip 3 coins: 50 damage for each heads.',
      effect: perHeads(3),
    }),
  ],
})
