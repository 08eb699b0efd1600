import { attack, pokemon, weak } from '../../kit'

export const ARMALDO = pokemon({
  id: 'ex2-1',
  name: 'Armaldo',
  stage: 'stage2',
  evolvesFrom: 'Anorith',
  hp: 120,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 3,
  abilities: [
    {
      name: 'Primal Veil',
      exKind: 'poke-body',
      text: 'While Armaldo is your Active Pokémon, neither player can play Supporter cards.',
      hooks: { blocksTrainer: (h, _seat, kind) => kind === 'supporter' && h.self?.zone === 'active' },
    },
  ],
  attacks: [attack('Blade Arms', ['fighting', 'fighting', 'colorless'], 60)],
})
