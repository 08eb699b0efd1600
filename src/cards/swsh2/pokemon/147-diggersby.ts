import { attack, pokemon, weak } from '../../kit'

export const DIGGERSBY = pokemon({
  id: 'swsh2-147',
  name: 'Diggersby',
  stage: 'stage1',
  evolvesFrom: 'Bunnelby',
  hp: 130,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 3,
  attacks: [
    attack('Mining Rush', ['colorless', 'colorless', 'colorless'], 30, {
      damageSuffix: '×',
      text: 'Choose how many of the top 6 cards of your deck to discard (0 to 6). 30 damage for each card discarded.',
      *effect(c) {
        const most = Math.min(6, c.me.deck.length)
        const labels = Array.from({ length: most + 1 }, (_, n) => `Discard ${n}`)
        const n =
          most === 0 ? 0 : yield* c.chooseOne('Mining Rush: discard how many cards from the top of your deck?', labels)
        c.discard(c.me.deck.slice(0, n))
        c.dealDamage(30 * n)
      },
    }),
    attack('Headbutt Bounce', ['colorless', 'colorless', 'colorless', 'colorless'], 110),
  ],
})
