import { attack, pokemon, weak } from '../../kit'

export const ELECTABUZZ = pokemon({
  id: 'sv3pt5-125',
  name: 'Electabuzz',
  stage: 'basic',
  hp: 90,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 2,
  attacks: [
    attack('Electro Combo', ['lightning'], 10, {
      damageSuffix: '+',
      text: 'If you have a Magmar on your Bench, this attack does 40 more damage.',
      effect(c) {
        if (c.benched(c.seat).some((r) => c.pokemonAt(r).name === 'Magmar')) c.damage += 40
      },
    }),
    attack('Light Punch', ['lightning', 'colorless'], 30),
  ],
})
