import { attack, pokemon, resist, weak } from '../../kit'
import { defendingIsNow } from '../../effects/conditions'

export const DUSCLOPS = pokemon({
  id: 'swsh12pt5-63',
  name: 'Dusclops',
  stage: 'stage1',
  evolvesFrom: 'Duskull',
  hp: 90,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting', 30),
  retreat: 2,
  attacks: [
    attack('Fade to Black', ['psychic'], 30, {
      text: "After the damage, your opponent's Active Pokémon becomes Confused.",
      effect: defendingIsNow('confused'),
    }),
  ],
})
