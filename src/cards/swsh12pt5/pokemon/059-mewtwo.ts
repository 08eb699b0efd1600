import { attack, pokemon, resist, weak } from '../../kit'
import { moreDamageIfOpponentHasPrizesLeft } from '../../effects/damage'
import { attachFromDiscardToYourPokemon } from '../../effects/energy'

export const MEWTWO = pokemon({
  id: 'swsh12pt5-59',
  name: 'Mewtwo',
  stage: 'basic',
  hp: 130,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting', 30),
  retreat: 2,
  attacks: [
    attack('Psypump', ['colorless'], 0, {
      text: 'Choose 1 or 2 Psychic Energy cards from your discard pile and attach them to one of your Pokémon.',
      effect: attachFromDiscardToYourPokemon('psychic', 2),
    }),
    attack('Limit Break', ['psychic', 'psychic', 'colorless'], 90, {
      damageSuffix: '+',
      text: '90 more damage if your opponent has 3 or fewer Prize cards left.',
      effect: moreDamageIfOpponentHasPrizesLeft(3, 90),
    }),
  ],
})
