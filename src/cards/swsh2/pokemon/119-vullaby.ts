import { attack, pokemon, resist, weak } from '../../kit'
import { discardDefendingToolsBeforeDamage } from '../../effects/in-play'

export const VULLABY = pokemon({
  id: 'swsh2-119',
  name: 'Vullaby',
  stage: 'basic',
  hp: 60,
  types: ['darkness'],
  weakness: weak('lightning'),
  resistance: resist('fighting'),
  retreat: 1,
  attacks: [
    attack('Pluck', ['colorless'], 10, {
      text: "Before doing damage, discard all Pokémon Tools attached to your opponent's Active Pokémon.",
      effect: discardDefendingToolsBeforeDamage,
    }),
  ],
})
