import { attack, pokemon, weak } from '../../kit'
import { perHeads } from '../../effects/coins'
import { switchInOpponentsBenched } from '../../effects/in-play'

export const THWACKEY_12 = pokemon({
  id: 'swsh1-12',
  name: 'Thwackey',
  stage: 'stage1',
  evolvesFrom: 'Grookey',
  hp: 100,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 2,
  attacks: [
    attack('Taunt', ['colorless'], 0, {
      text: "Choose one of your opponent's Benched Pokémon; it switches places with their Active Pokémon.",
      effect: switchInOpponentsBenched,
    }),
    attack('Double Hit', ['grass', 'grass', 'colorless'], 60, {
      damageSuffix: '×',
      text: 'Flip 2 coins. Does 60 damage for each heads.',
      effect: perHeads(2),
    }),
  ],
})
