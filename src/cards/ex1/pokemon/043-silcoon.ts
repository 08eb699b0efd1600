import { attack, pokemon, weak } from '../../kit'
import { defendingCantRetreat } from '../../effects/next-turn'
import { hardCocoon } from '../../effects/powers'

/** ex1-43. Silcoon: Hard Cocoon (a Poké-Body) may take 30 off an attack's damage; Gooey Thread holds the Defender. */
export const SILCOON = pokemon({
  id: 'ex1-43',
  name: 'Silcoon',
  stage: 'stage1',
  evolvesFrom: 'Wurmple',
  hp: 60,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 2,
  abilities: [hardCocoon(30)],
  attacks: [
    attack('Gooey Thread', ['grass'], 10, {
      text: "The Defending Pokémon can't retreat during your opponent's next turn.",
      effect: defendingCantRetreat,
    }),
  ],
})
