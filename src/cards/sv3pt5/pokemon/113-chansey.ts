import { attack, pokemon, weak } from '../../kit'

export const CHANSEY = pokemon({
  id: 'sv3pt5-113',
  name: 'Chansey',
  stage: 'basic',
  hp: 110,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 2,
  abilities: [
    {
      name: 'Lucky Bonus',
      text: 'When you take this card as a Prize card during your turn and your Bench has room, you may put it onto your Bench instead of into your hand. If you do, flip a coin: on heads, take 1 more Prize card.',
      onPrize: { may: true },
      canUse: (c) => c.duringTurnOf(c.seat) && c.benchRoom() > 0,
      *use(c) {
        c.putOnBench(c.src.card!)
        if (c.flip('Lucky Bonus')) yield* c.takePrizes(1)
      },
    },
  ],
  attacks: [attack('Gentle Slap', ['colorless', 'colorless', 'colorless'], 70)],
})
