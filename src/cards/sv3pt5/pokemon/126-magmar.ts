import { attack, pokemon, weak } from '../../kit'

export const MAGMAR = pokemon({
  id: 'sv3pt5-126',
  name: 'Magmar',
  stage: 'basic',
  hp: 90,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 2,
  attacks: [
    attack('Live Coal', ['fire'], 10),
    attack('Flare Combo', ['fire', 'fire', 'colorless'], 80, {
      damageSuffix: '+',
      text: 'If you have an Electabuzz on your Bench, this attack does 80 more damage.',
      effect(c) {
        if (c.benched(c.seat).some((r) => c.pokemonAt(r).name === 'Electabuzz')) c.damage += 80
      },
    }),
  ],
})
