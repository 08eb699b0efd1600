import { attack, pokemon, resist, weak } from '../../kit'
import { attackDoesMoreDuringYourNextTurn } from '../../effects/next-turn'

/** Hone Claws: Slash does 60 more during this Pokémon's next turn. */
const HONE_CLAWS = attackDoesMoreDuringYourNextTurn('swsh1-127', 'Slash', 60)

export const GALARIAN_MEOWTH = pokemon({
  id: 'swsh1-127',
  name: 'Galarian Meowth',
  stage: 'basic',
  hp: 70,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass', 30),
  retreat: 1,
  attacks: [
    attack('Hone Claws', ['colorless'], 0, {
      text: "On your next turn, this Pokémon's Slash does 60 more damage (before Weakness and Resistance).",
      effect: HONE_CLAWS.effect,
    }),
    attack('Slash', ['metal', 'colorless'], 30),
  ],
  markers: HONE_CLAWS.markers,
})
