import { attack, pokemon, weak } from '../../kit'

export const TAUROS = pokemon({
  id: 'swsh12pt5-106',
  name: 'Tauros',
  stage: 'basic',
  hp: 110,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 2,
  attacks: [
    attack('Smash Kick', ['colorless', 'colorless'], 30),
    // The reference data prints no damage for Adrena-Tackle (docs/rulings/swsh12pt5-084-108.md).
    attack('Adrena-Tackle', ['colorless', 'colorless', 'colorless'], 0, {
      text: 'No damage is printed for this attack. If this Pokémon has no damage counters on it, the attack does nothing.',
      effect(c) {
        if (c.damageOn(c.self) === 0) c.cancelled = true
      },
    }),
  ],
})
