import { attachFromDiscardToYourPokemon } from '../../effects/energy'
import { attack, pokemon, resist, weak } from '../../kit'

export const DURALUDON = pokemon({
  id: 'swsh2-138',
  name: 'Duraludon',
  stage: 'basic',
  hp: 130,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass'),
  retreat: 2,
  attacks: [
    attack('Metal Sharpener', ['colorless'], 30, {
      text: 'After the damage, put a Metal Energy card from your discard pile onto 1 of your Pokémon.',
      effect: attachFromDiscardToYourPokemon('metal'),
    }),
    attack('Power Beam', ['metal', 'metal', 'colorless'], 110),
  ],
})
