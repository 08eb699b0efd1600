import { attack, pokemon, weak } from '../../kit'

export const EELEKTRIK = pokemon({
  id: 'swsh12pt5-48',
  name: 'Eelektrik',
  stage: 'stage1',
  evolvesFrom: 'Tynamo',
  hp: 80,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 2,
  abilities: [
    {
      name: 'Ad Hoc Shock',
      text: "When you evolve one of your Pokémon into this card from your hand during your turn, you may flip a coin. On heads, your opponent's Active Pokémon becomes Paralyzed.",
      onPlay: { to: 'evolve', may: true },
      use(c) {
        // c.paralyze skips a Pokémon protected from the effects of the opponent's Abilities.
        if (c.flip()) c.paralyze(c.defending)
      },
    },
  ],
  attacks: [attack('Static Shock', ['lightning'], 30)],
})
