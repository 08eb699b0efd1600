import { attack, pokemon, weak } from '../../kit'
import { defendingIsNow } from '../../effects/conditions'

export const CENTISKORCH = pokemon({
  id: 'swsh1-39',
  name: 'Centiskorch',
  stage: 'stage1',
  evolvesFrom: 'Sizzlipede',
  hp: 130,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 3,
  attacks: [
    attack('Hundred Foot Flames', ['fire'], 0, {
      text: "Discard a card from the top of your opponent's deck for each Fire Energy attached to this Pokémon.",
      effect(c) {
        for (const uid of c.them.deck.slice(0, c.energyUnits(c.self, 'fire'))) c.moveTo(uid, 'discard')
      },
    }),
    attack('Searing Flame', ['fire', 'colorless', 'colorless', 'colorless'], 110, {
      text: "The opponent's Active Pokémon becomes Burned.",
      effect: defendingIsNow('burned'),
    }),
  ],
})
