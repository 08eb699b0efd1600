import { attack, pokemon, weak } from '../../kit'

export const VULPIX = pokemon({
  id: 'swsh1-22',
  name: 'Vulpix',
  stage: 'basic',
  hp: 70,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 1,
  attacks: [attack('Flare', ['fire'], 20)],
})
