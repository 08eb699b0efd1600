import { attack, pokemon, weak } from '../../kit'

export const ARCANINE = pokemon({
  id: 'swsh2-28',
  name: 'Arcanine',
  stage: 'stage1',
  evolvesFrom: 'Growlithe',
  hp: 130,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 2,
  abilities: [
    {
      name: 'Warming Up',
      text: 'While a Burning Scarf is attached to this Pokémon, it has 100 more HP.',
      hooks: {
        maxHp: (h, hp) => (h.self && h.toolsOn(h.self).some((u) => h.def(u).name === 'Burning Scarf') ? hp + 100 : hp),
      },
    },
  ],
  attacks: [attack('Fire Mane', ['fire', 'fire', 'colorless'], 130)],
})
