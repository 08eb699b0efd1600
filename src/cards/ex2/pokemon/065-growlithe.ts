import { attack, pokemon, weak } from '../../kit'
import { FIRE_VEIL } from '../bodies'

export const GROWLITHE = pokemon({
  id: 'ex2-65',
  name: 'Growlithe',
  stage: 'basic',
  hp: 50,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 1,
  abilities: [FIRE_VEIL],
  attacks: [attack('Flare', ['fire', 'colorless'], 20)],
})
