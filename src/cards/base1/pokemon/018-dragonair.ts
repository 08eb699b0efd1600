import { attack, pokemon, resist } from '../../kit'
import { perHeads } from '../../effects/coins'
import { discardAnEnergyFromDefending } from '../../effects/energy'

export const DRAGONAIR = pokemon({
  id: 'base1-18',
  name: 'Dragonair',
  stage: 'stage1',
  evolvesFrom: 'Dratini',
  hp: 80,
  types: ['colorless'],
  resistance: resist('psychic'),
  retreat: 2,
  attacks: [
    attack('Slam', ['colorless', 'colorless', 'colorless'], 30, {
      damageSuffix: '×',
      text: 'Flip 2 coins. This attack does 30 damage for each heads.',
      effect: perHeads(2),
    }),
    attack('Hyper Beam', ['colorless', 'colorless', 'colorless', 'colorless'], 20, {
      text: 'If the Defending Pokémon has any Energy cards attached, choose one of them and discard it.',
      effect: discardAnEnergyFromDefending,
    }),
  ],
})
