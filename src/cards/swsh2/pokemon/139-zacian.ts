import { attachFromDiscardToThis } from '../../effects/energy'
import { attack, pokemon, resist, weak } from '../../kit'

export const ZACIAN = pokemon({
  id: 'swsh2-139',
  name: 'Zacian',
  stage: 'basic',
  hp: 120,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass'),
  retreat: 2,
  attacks: [
    attack('Energy Stream', ['metal', 'colorless'], 30, {
      text: 'After the damage, put a Metal Energy card from your discard pile onto this Pokémon.',
      effect: attachFromDiscardToThis('metal'),
    }),
    attack('Smashing Edge', ['metal', 'metal', 'colorless'], 120, {
      text: 'Flip a coin. On tails, discard 2 Energy from this Pokémon after the damage.',
      *effect(c) {
        const heads = c.flip()
        c.dealDamage()
        if (!heads) yield* c.discardEnergy(c.self, 2)
      },
    }),
  ],
})
