import { attack, pokemon, weak } from '../../kit'

/** ex1-73. Torchic: Fireworks may cost a Fire Energy card (tails, after the damage). */
export const TORCHIC = pokemon({
  id: 'ex1-73',
  name: 'Torchic',
  stage: 'basic',
  hp: 40,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 1,
  attacks: [
    attack('Peck', ['colorless'], 10),
    attack('Fireworks', ['fire', 'colorless'], 30, {
      text: 'Flip a coin. If tails, discard a Fire Energy card attached to Torchic.',
      *effect(c) {
        const heads = c.flip('Fireworks')
        c.dealDamage()
        if (!heads) yield* c.discardEnergy(c.self, 1, { type: 'fire' })
      },
    }),
  ],
})
