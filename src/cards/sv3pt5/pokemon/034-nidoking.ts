import { attack, pokemon, weak } from '../../kit'
import { defendingIsNow } from '../../effects/conditions'

export const NIDOKING = pokemon({
  id: 'sv3pt5-34',
  name: 'Nidoking',
  stage: 'stage2',
  evolvesFrom: 'Nidorino',
  hp: 170,
  types: ['darkness'],
  weakness: weak('fighting'),
  retreat: 3,
  abilities: [
    {
      name: 'Enthusiastic King',
      text: "While you have a Nidoqueen in play, this Pokémon's attacks cost no Energy.",
      hooks: {
        attackCost: (h, _attack, cost) =>
          h.allPokemon(h.owner).some((ref) => h.pokemonAt(ref).name === 'Nidoqueen') ? [] : cost,
      },
    },
  ],
  attacks: [
    attack('Venomous Impact', ['darkness', 'darkness', 'colorless', 'colorless'], 190, {
      text: "After the damage, your opponent's Active Pokémon becomes Poisoned.",
      effect: defendingIsNow('poisoned'),
    }),
  ],
})
