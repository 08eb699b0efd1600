import { attack, pokemon, weak } from '../../kit'
import { defendingIsNow } from '../../effects/conditions'

export const CINDERACE_35 = pokemon({
  id: 'swsh1-35',
  name: 'Cinderace',
  stage: 'stage2',
  evolvesFrom: 'Raboot',
  hp: 170,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 1,
  attacks: [
    attack('Pyro Ball', ['fire'], 50, {
      text: "The opponent's Active Pokémon becomes Burned.",
      effect: defendingIsNow('burned'),
    }),
    attack('Burning Kick', ['fire', 'fire'], 160, {
      text: 'After the damage, discard every Energy attached to this Pokémon.',
      effect(c) {
        c.dealDamage()
        c.discard(c.energyOn(c.self))
      },
    }),
  ],
})
