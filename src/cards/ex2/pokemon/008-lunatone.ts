import { attack, pokemon, weak } from '../../kit'
import { typeThisTurnIfInPlay } from '../../effects/powers'
import { COSMIC_DRAW } from '../attacks'

const LUNAR_ECLIPSE = typeThisTurnIfInPlay('ex2-8', 'Lunar Eclipse', 'Lunatone', 'Solrock', 'darkness')

export const LUNATONE = pokemon({
  id: 'ex2-8',
  name: 'Lunatone',
  stage: 'basic',
  hp: 60,
  types: ['psychic'],
  weakness: weak('psychic'),
  retreat: 1,
  abilities: [LUNAR_ECLIPSE.ability],
  markers: LUNAR_ECLIPSE.markers,
  attacks: [COSMIC_DRAW, attack('Lunar Blast', ['psychic', 'colorless'], 30)],
})
