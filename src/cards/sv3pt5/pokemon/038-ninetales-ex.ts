import { attack, pokemon, weak } from '../../kit'
import { defendingIsNow } from '../../effects/conditions'

export const NINETALES_EX = pokemon({
  id: 'sv3pt5-38',
  name: 'Ninetales ex',
  stage: 'stage1',
  evolvesFrom: 'Vulpix',
  ruleBox: 'ex',
  hp: 260,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 2,
  attacks: [
    attack('Heat Wave', ['fire'], 30, {
      text: "After the damage, your opponent's Active Pokémon becomes Burned.",
      effect: defendingIsNow('burned'),
    }),
    attack('Mirrored Flames', ['fire', 'colorless'], 80, {
      damageSuffix: '+',
      text: 'Does 80 damage, or 220 if you and your opponent have the same number of cards in hand.',
      effect(c) {
        if (c.me.hand.length === c.them.hand.length) c.damage += 140
      },
    }),
  ],
})
