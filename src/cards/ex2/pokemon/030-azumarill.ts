import { attack, pokemon, weak } from '../../kit'
import { isBasicEnergyOf } from '../../effects/energy'

export const AZUMARILL = pokemon({
  id: 'ex2-30',
  name: 'Azumarill',
  stage: 'stage1',
  evolvesFrom: 'Marill',
  hp: 70,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  attacks: [
    attack('Drizzle', ['colorless'], 0, {
      text: 'Attach any number of Water Energy cards from your hand to your Active Pokémon.',
      *effect(c) {
        const water = c.me.hand.filter((u) => isBasicEnergyOf(c.def(u), 'water'))
        if (water.length === 0) return
        const chosen = yield* c.chooseCards(water, {
          text: 'Drizzle: attach which Water Energy cards to your Active Pokémon?',
          min: 0,
          max: water.length,
        })
        if (chosen.length === 0) return
        // "Any of your Active Pokémon": in a 2-on-2 Battle the player chooses one of the two (seed 003 Appendix A).
        const to = yield* c.chooseActive(c.seat, { text: 'Drizzle: attach them to which Active Pokémon?' })
        if (to) for (const uid of chosen) c.attach(uid, to)
      },
    }),
    attack('Max Bubbles', ['water', 'colorless'], 30, {
      damageSuffix: '×',
      text: 'Flip a coin for each Energy attached to all of your Active Pokémon. This attack does 30 damage for each heads.',
      effect(c) {
        // "All of your Active Pokémon": both of them in a 2-on-2 Battle (seed 003 Appendix A).
        const units = c.activePokemon(c.seat).reduce((n, ref) => n + c.energyUnits(ref), 0)
        c.damage *= c.flips(units)
      },
    }),
  ],
})
