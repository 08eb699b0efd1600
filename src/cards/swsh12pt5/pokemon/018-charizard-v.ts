import { attack, pokemon, weak } from '../../kit'
import { discardDefendingToolsBeforeDamage } from '../../effects/in-play'

export const CHARIZARD_V = pokemon({
  id: 'swsh12pt5-18',
  name: 'Charizard V',
  stage: 'basic',
  ruleBox: 'V',
  hp: 220,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 2,
  attacks: [
    attack('Incinerate', ['fire', 'fire', 'colorless'], 90, {
      text: "First discard every Pokémon Tool attached to your opponent's Active Pokémon, then do the damage.",
      effect: discardDefendingToolsBeforeDamage,
    }),
    attack('Heat Blast', ['fire', 'fire', 'fire', 'colorless'], 180),
  ],
})
