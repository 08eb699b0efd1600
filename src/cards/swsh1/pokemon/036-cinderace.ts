import { attack, pokemon, weak } from '../../kit'
import { attachFromDiscardToThis } from '../../effects/energy'

export const CINDERACE_36 = pokemon({
  id: 'swsh1-36',
  name: 'Cinderace',
  stage: 'stage2',
  evolvesFrom: 'Raboot',
  hp: 170,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 2,
  attacks: [
    attack('Flame Cloak', ['fire'], 40, {
      text: 'After the damage, attach a Fire Energy card from your discard pile to this Pokémon.',
      effect: attachFromDiscardToThis('fire'),
    }),
    attack('Bright Flame', ['fire', 'fire', 'colorless'], 160, {
      text: 'Flip a coin. On tails, discard 2 Energy from this Pokémon after the damage.',
      *effect(c) {
        const heads = c.flip()
        c.dealDamage()
        if (!heads) yield* c.discardEnergy(c.self, 2)
      },
    }),
  ],
})
