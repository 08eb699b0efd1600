import { attack, pokemon, weak } from '../../kit'

export const STONJOURNER = pokemon({
  id: 'swsh2-111',
  name: 'Stonjourner',
  stage: 'basic',
  hp: 140,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 4,
  attacks: [
    attack('Mega Kick', ['fighting', 'colorless', 'colorless'], 80),
    attack('Power Press', ['fighting', 'colorless', 'colorless', 'colorless'], 120, {
      damageSuffix: '+',
      text: "If this Pokémon has at least 1 more Energy attached than this attack's cost, this attack does 60 more damage.",
      effect(c) {
        if (c.energyUnits(c.self) >= 5) c.damage += 60
      },
    }),
  ],
})
