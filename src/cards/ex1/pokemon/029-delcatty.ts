import { attack, pokemon, weak } from '../../kit'

/** ex1-29. Delcatty: Energy Call brings an Energy card back; Cannonball grows with the Energy its cost leaves over. */
export const DELCATTY = pokemon({
  id: 'ex1-29',
  name: 'Delcatty',
  stage: 'stage1',
  evolvesFrom: 'Skitty',
  hp: 80,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Energy Call', ['colorless'], 10, {
      text: 'Attach an Energy card from your discard pile to your Active Pokémon.',
      *effect(c) {
        c.dealDamage()
        const energy = c.cardsIn(c.seat, 'discard', (d) => d.kind === 'energy')
        if (c.activePokemon(c.seat).length === 0 || energy.length === 0) return
        const [card] = yield* c.chooseCards(energy, {
          text: 'Energy Call: attach which Energy card to your Active Pokémon?',
          min: 1,
          max: 1,
          publicOptions: true,
        })
        if (card === undefined) return
        // 2-on-2 Battle: one of the two Active Pokémon, chosen (seed 003 Appendix A).
        const to = yield* c.chooseActive(c.seat, { text: 'Energy Call: attach it to which Active Pokémon?' })
        if (to) c.attach(card, to)
      },
    }),
    attack('Cannonball', ['colorless', 'colorless'], 30, {
      damageSuffix: '+',
      text: "10 more damage for each Energy attached to this Pokémon that isn't needed to pay this attack's cost.",
      effect: (c) => {
        // Every unit beyond the 2 Colorless of the cost counts (a Double Colorless Energy gives 2).
        const spare = Math.max(0, c.energyUnits(c.self) - 2)
        c.dealDamage(c.damage + 10 * spare)
      },
    }),
  ],
})
