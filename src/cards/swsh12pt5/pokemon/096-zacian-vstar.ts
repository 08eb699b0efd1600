import { alsoDamagesItself, unaffectedByWeaknessResistanceOrEffects } from '../../effects/damage'
import { attack, pokemon, resist, weak } from '../../kit'

export const ZACIAN_VSTAR = pokemon({
  id: 'swsh12pt5-96',
  name: 'Zacian VSTAR',
  stage: 'vstar',
  evolvesFrom: 'Zacian V',
  ruleBox: 'VSTAR',
  hp: 270,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass', 30),
  retreat: 2,
  attacks: [
    attack('Break Edge', ['metal', 'metal', 'colorless'], 200, {
      text: "Neither Weakness nor Resistance nor any effect on your opponent's Active Pokémon changes this attack's damage.",
      effect: unaffectedByWeaknessResistanceOrEffects,
    }),
    attack('Sword Star', ['metal', 'metal', 'colorless', 'colorless'], 310, {
      oncePerGame: 'vstar',
      text: 'VSTAR Power (one per game for all your Pokémon). This Pokémon also does 30 damage to itself.',
      effect: alsoDamagesItself(30),
    }),
  ],
})
