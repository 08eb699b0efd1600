import { attack, pokemon, weak } from '../../kit'
import { attackDoesMoreDuringYourNextTurn } from '../../effects/next-turn'

/** Swords Dance: Blinding Scythe does 70 more during Scyther's next turn. */
const SWORDS_DANCE = attackDoesMoreDuringYourNextTurn('swsh2-4', 'Blinding Scythe', 70)

export const SCYTHER = pokemon({
  id: 'swsh2-4',
  name: 'Scyther',
  stage: 'basic',
  hp: 80,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [
    attack('Swords Dance', ['colorless'], 0, {
      text: "On your next turn, this Pokémon's Blinding Scythe does 70 more damage (before Weakness and Resistance).",
      effect: SWORDS_DANCE.effect,
    }),
    attack('Blinding Scythe', ['colorless'], 20),
  ],
  markers: SWORDS_DANCE.markers,
})
