import { attack, pokemon } from '../../kit'

export const DRAGONITE = pokemon({
  id: 'sv3pt5-149',
  name: 'Dragonite',
  stage: 'stage2',
  evolvesFrom: 'Dragonair',
  hp: 180,
  types: ['dragon'],
  retreat: 3,
  abilities: [
    {
      name: 'Jet Cruise',
      text: 'Your Pokémon in play (this one included) have no Retreat Cost.',
      hooks: {
        retreatCost: () => 0,
        othersRetreatCost: (h, target, cost) => (target.seat === h.owner ? 0 : cost),
      },
    },
  ],
  attacks: [
    attack('Dragon Pulse', ['water', 'lightning'], 180, {
      text: 'Discard the top 2 cards of your deck.',
      effect(c) {
        c.dealDamage()
        c.discard(c.me.deck.slice(0, 2))
      },
    }),
  ],
})
