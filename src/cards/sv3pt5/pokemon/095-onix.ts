import { attack, pokemon, weak } from '../../kit'

export const ONIX = pokemon({
  id: 'sv3pt5-95',
  name: 'Onix',
  stage: 'basic',
  hp: 120,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 4,
  attacks: [
    attack('Thumpalanche', ['colorless', 'colorless'], 80, {
      damageSuffix: '×',
      text: 'Discard the top 5 cards of your deck. This attack does 80 damage for each Pokémon card among them whose printed Retreat Cost is exactly 4.',
      effect(c) {
        const top = c.me.deck.slice(0, 5)
        c.discard(top)
        const heavy = top.filter((u) => {
          const d = c.def(u)
          return d.kind === 'pokemon' && d.retreat === 4
        }).length
        c.dealDamage(80 * heavy)
      },
    }),
    attack('Heavy Impact', ['fighting', 'fighting', 'colorless', 'colorless'], 100),
  ],
})
