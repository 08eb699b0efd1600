import { attack, pokemon } from '../../kit'

export const DRATINI = pokemon({
  id: 'sv3pt5-147',
  name: 'Dratini',
  stage: 'basic',
  hp: 60,
  types: ['dragon'],
  retreat: 1,
  attacks: [attack('Beat', ['water'], 10), attack('Draconic Whip', ['water', 'lightning'], 40)],
})
