import { attack, pokemon, weak } from '../../kit'

export const GALARIAN_WEEZING = pokemon({
  id: 'swsh2-113',
  name: 'Galarian Weezing',
  stage: 'stage1',
  evolvesFrom: 'Koffing',
  hp: 130,
  types: ['darkness'],
  weakness: weak('fighting'),
  retreat: 3,
  abilities: [
    {
      name: 'Neutralizing Gas',
      text: "While this Pokémon is in the Active Spot, your opponent's Pokémon in play have no Abilities, except for Neutralizing Gas.",
      hooks: {
        blocksAbilities: (h, target) =>
          h.self?.zone === 'active' &&
          target.seat !== h.owner &&
          !(h.pokemonAt(target).abilities ?? []).some((a) => a.name === 'Neutralizing Gas'),
      },
    },
  ],
  attacks: [
    attack('Severe Poison', ['darkness'], 0, {
      text: "Your opponent's Active Pokémon is now Poisoned. Pokémon Checkup puts 4 damage counters on it instead of 1.",
      effect(c) {
        c.poison(c.defending, 4)
      },
    }),
  ],
})
