import { attack, pokemon, weak } from '../../kit'
import { noRetreatCostWithEnergy } from '../../effects/powers'

export const ENTEI = pokemon({
  id: 'swsh12pt5-21',
  name: 'Entei',
  stage: 'basic',
  hp: 120,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 2,
  abilities: [noRetreatCostWithEnergy('Explosive Heat Dash', 'fire', 'Fire')],
  attacks: [attack('Claw Slash', ['colorless', 'colorless', 'colorless'], 90)],
})
