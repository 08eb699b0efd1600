import { attack, pokemon, weak } from '../../kit'

export const VOLBEAT = pokemon({
  id: 'ex2-53',
  name: 'Volbeat',
  stage: 'basic',
  hp: 60,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  abilities: [
    {
      name: 'Uplifting Glow',
      exKind: 'poke-body',
      text: "While any Illumise is in play (either player's), Volbeat's Retreat Cost is 0.",
      hooks: {
        retreatCost: (h, cost) =>
          [0, 1].some((seat) => h.allPokemon(seat as 0 | 1).some((r) => h.pokemonAt(r).name === 'Illumise')) ? 0 : cost,
      },
    },
  ],
  attacks: [
    attack('Toxic Vibration', ['colorless'], 0, {
      text: 'Flip a coin. If heads, the Defending Pokémon is now Poisoned. If tails, it is now Asleep.',
      effect(c) {
        c.condition(c.defending, c.flip() ? 'poisoned' : 'asleep')
      },
    }),
    attack('Pester', ['grass', 'colorless'], 20, {
      damageSuffix: '+',
      text: 'Does 20 damage plus 20 more damage if the Defending Pokémon has a Special Condition.',
      effect(c) {
        const conds = ['asleep', 'burned', 'confused', 'paralyzed', 'poisoned'] as const
        if (conds.some((cond) => c.hasCondition(c.defending, cond))) c.damage += 20
      },
    }),
  ],
})
