import { searchDeckToBench } from '../../effects/cards-in-hand'
import { attack, pokemon } from '../../kit'

export const RADIANT_ETERNATUS = pokemon({
  id: 'swsh12pt5-105',
  name: 'Radiant Eternatus',
  stage: 'basic',
  ruleBox: 'Radiant',
  hp: 170,
  types: ['dragon'],
  retreat: 2,
  abilities: [
    {
      name: 'Climactic Gate',
      text: 'When you play this Pokémon from your hand onto your Bench during your turn, you may search your deck for up to 2 Pokémon VMAX, put them onto your Bench and shuffle your deck. If you do, your turn ends.',
      onPlay: { to: 'bench', may: true },
      *use(c) {
        yield* searchDeckToBench(
          c,
          2,
          (d) => d.kind === 'pokemon' && d.ruleBox === 'VMAX',
          'Climactic Gate: choose up to 2 Pokémon VMAX for your Bench',
        )
        c.endTurn()
      },
    },
  ],
  attacks: [attack('Power Beam', ['fire', 'darkness', 'colorless'], 200)],
})
