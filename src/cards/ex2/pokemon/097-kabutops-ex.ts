import { attack, pokemon, weak } from '../../kit'
import { healThis } from '../../effects/healing'

/** ex2-97. An evolved Pokémon-ex (EX-7): a Stage 2 that evolves from the ordinary Kabuto; 2 Prize cards. */
export const KABUTOPS_EX = pokemon({
  id: 'ex2-97',
  name: 'Kabutops ex',
  stage: 'stage2',
  evolvesFrom: 'Kabuto',
  hp: 150,
  types: ['water'],
  weakness: [...weak('grass'), ...weak('lightning')],
  retreat: 2,
  ruleBox: 'ex-classic',
  attacks: [
    attack('Hydrocutter', ['colorless'], 40, {
      damageSuffix: '×',
      text: 'Flip a coin for each Energy attached to Kabutops ex (at most 3 coins). This attack does 40 damage for each heads.',
      effect(c) {
        c.damage *= c.flips(Math.min(3, c.energyUnits(c.self)))
      },
    }),
    attack('Spiral Drain', ['fighting', 'fighting', 'colorless', 'colorless'], 70, {
      text: 'Remove 2 damage counters from Kabutops ex (1 if it has only 1).',
      effect: healThis(20),
    }),
  ],
})
