import { attack, pokemon, weak } from '../../kit'
import { moreDamageForEach } from '../../effects/damage'

export const ORBEETLE = pokemon({
  id: 'swsh1-19',
  name: 'Orbeetle',
  stage: 'stage2',
  evolvesFrom: 'Dottler',
  hp: 130,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  abilities: [
    {
      name: "Bug's Radar",
      text: "Once during your turn, you may look at the top 3 cards of your opponent's deck and put them back on top in the order you choose.",
      oncePerTurn: true,
      canUse: (c) => c.them.deck.length > 0,
      *use(c) {
        const top = c.them.deck.slice(0, 3)
        c.lookAt(top, "Bug's Radar")
        const order = yield* c.orderCards(top, "Bug's Radar: put them back, the first one on top")
        c.reorderDeckTop(order, c.opp)
      },
    },
  ],
  attacks: [
    attack('Brainwave', ['grass', 'colorless'], 90, {
      damageSuffix: '+',
      text: 'Does 30 more damage for each Psychic Energy attached to this Pokémon.',
      effect: moreDamageForEach(30, (c) => c.energyUnits(c.self, 'psychic')),
    }),
  ],
})
