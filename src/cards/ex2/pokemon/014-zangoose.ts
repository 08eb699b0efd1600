import { attack, pokemon, weak } from '../../kit'

export const ZANGOOSE = pokemon({
  id: 'ex2-14',
  name: 'Zangoose',
  stage: 'basic',
  hp: 70,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 1,
  abilities: [
    {
      name: 'Poison Resistance',
      exKind: 'poke-body',
      text: "Zangoose can't be Poisoned.",
      hooks: { preventCondition: (_h, cond) => cond === 'poisoned' },
    },
  ],
  attacks: [
    attack('Target Slash', ['colorless'], 10, {
      damageSuffix: '+',
      text: 'If the Defending Pokémon is Seviper, this attack does 30 more damage.',
      effect(c) {
        if (c.pokemonAt(c.defending).name === 'Seviper') c.damage += 30
      },
    }),
    attack('Super Slash', ['colorless', 'colorless', 'colorless'], 30, {
      damageSuffix: '+',
      text: 'If the Defending Pokémon is an Evolved Pokémon, this attack does 30 more damage.',
      effect(c) {
        if (c.stackOf(c.defending).length > 1) c.damage += 30
      },
    }),
  ],
})
