import { attack, pokemon, resist, weak } from '../../kit'

export const COPPERAJAH_VMAX = pokemon({
  id: 'swsh2-137',
  name: 'Copperajah VMAX',
  stage: 'vmax',
  evolvesFrom: 'Copperajah V',
  ruleBox: 'VMAX',
  hp: 340,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass'),
  retreat: 4,
  attacks: [
    attack('Dangerous Nose', ['metal', 'metal', 'colorless'], 100, {
      damageSuffix: '+',
      text: "100 more damage if your opponent's Active Pokémon is a Basic Pokémon.",
      effect(c) {
        if (c.pokemonAt(c.defending).stage === 'basic') c.damage += 100
      },
    }),
    attack('G-Max Hammer', ['metal', 'metal', 'metal', 'colorless'], 240),
  ],
})
