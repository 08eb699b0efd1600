import { attack, pokemon, weak } from '../../kit'

export const GARBODOR = pokemon({
  id: 'swsh2-118',
  name: 'Garbodor',
  stage: 'stage1',
  evolvesFrom: 'Trubbish',
  hp: 120,
  types: ['darkness'],
  weakness: weak('fighting'),
  retreat: 2,
  abilities: [
    {
      name: 'Poisonous Puddle',
      text: "Once during your turn, if a Stadium is in play, you may make your opponent's Active Pokémon Poisoned.",
      oncePerTurn: true,
      canUse: (c) => c.stadium !== null,
      use(c) {
        c.poison(c.defending)
      },
    },
  ],
  attacks: [attack('Sludge Bomb', ['darkness', 'colorless', 'colorless'], 80)],
})
