import { discardStadiumInPlay } from '../../effects/in-play'
import { attack, pokemon, weak } from '../../kit'

export const GYARADOS = pokemon({
  id: 'swsh2-40',
  name: 'Gyarados',
  stage: 'stage1',
  evolvesFrom: 'Magikarp',
  hp: 180,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 4,
  attacks: [
    attack('Wrack Down', ['colorless', 'colorless', 'colorless'], 90),
    attack('Big Storm', ['water', 'water', 'colorless', 'colorless', 'colorless'], 200, {
      text: "After the damage, the Stadium in play (whoever played it) goes to its owner's discard pile.",
      effect: discardStadiumInPlay,
    }),
  ],
})
