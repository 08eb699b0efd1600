import { attack, pokemon, resist, weak } from '../../kit'

export const HYPNO = pokemon({
  id: 'sv3pt5-97',
  name: 'Hypno',
  stage: 'stage1',
  evolvesFrom: 'Drowzee',
  hp: 110,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting'),
  retreat: 2,
  abilities: [
    {
      name: 'Here for Hypnosis',
      text: "When you evolve one of your Pokémon into this card from your hand during your turn, you may put your opponent's Active Pokémon to sleep (it becomes Asleep).",
      onPlay: { to: 'evolve', may: true },
      use(c) {
        c.asleep(c.defending)
      },
    },
  ],
  attacks: [attack('Super Psy Bolt', ['psychic', 'psychic', 'colorless'], 110)],
})
