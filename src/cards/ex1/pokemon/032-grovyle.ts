import { attack, pokemon, resist, weak } from '../../kit'
import { naturalCure } from '../../effects/powers'

/** ex1-32. Grovyle: a Grass Energy card from the hand cures it (Natural Cure, a Poké-Body). */
export const GROVYLE = pokemon({
  id: 'ex1-32',
  name: 'Grovyle',
  stage: 'stage1',
  evolvesFrom: 'Treecko',
  hp: 80,
  types: ['grass'],
  weakness: weak('fire'),
  resistance: resist('water'),
  retreat: 1,
  abilities: [naturalCure('grass')],
  attacks: [attack('Slash', ['colorless', 'colorless'], 20)],
})
