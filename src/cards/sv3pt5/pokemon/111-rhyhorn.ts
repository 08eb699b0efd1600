import { attack, pokemon, weak } from '../../kit'
import { opponentSwitchesActive } from '../../effects/in-play'

export const RHYHORN = pokemon({
  id: 'sv3pt5-111',
  name: 'Rhyhorn',
  stage: 'basic',
  hp: 100,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 3,
  attacks: [
    attack('Push Down', ['fighting', 'colorless'], 20, {
      text: "After the damage, your opponent's Active Pokémon goes to the Bench and your opponent picks which of their Benched Pokémon replaces it (not if the damage Knocked it Out).",
      // The shared effect skips the switch when the damage Knocked Out the Defending Pokémon (rules.md KO-4).
      effect: opponentSwitchesActive,
    }),
    attack('Boulder Crush', ['fighting', 'fighting', 'colorless'], 70),
  ],
})
