import { attack, pokemon, weak } from '../../kit'
import { typeThisTurnIfInPlay } from '../../effects/powers'
import { COSMIC_DRAW } from '../attacks'

const SOLAR_ECLIPSE = typeThisTurnIfInPlay('ex2-13', 'Solar Eclipse', 'Solrock', 'Lunatone', 'fire')

export const SOLROCK = pokemon({
  id: 'ex2-13',
  name: 'Solrock',
  stage: 'basic',
  hp: 70,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 1,
  abilities: [SOLAR_ECLIPSE.ability],
  markers: SOLAR_ECLIPSE.markers,
  attacks: [COSMIC_DRAW, attack('Solar Blast', ['fighting', 'colorless', 'colorless'], 40)],
})
