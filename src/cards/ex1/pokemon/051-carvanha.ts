import { attack, pokemon, weak } from '../../kit'
import { defendingCantRetreat } from '../../effects/next-turn'
import { roughSkin } from '../../effects/powers'

/** ex1-51. Carvanha: Rough Skin (a Poké-Body) bites back at its attacker. */
export const CARVANHA = pokemon({
  id: 'ex1-51',
  name: 'Carvanha',
  stage: 'basic',
  hp: 40,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  abilities: [roughSkin(1)],
  attacks: [
    attack('Big Bite', ['colorless'], 10, {
      text: "The Defending Pokémon can't retreat during your opponent's next turn.",
      effect: defendingCantRetreat,
    }),
  ],
})
