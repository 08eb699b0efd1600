import { sameRef } from '../../../engine'
import { attack, pokemon, weak } from '../../kit'

export const DEWGONG = pokemon({
  id: 'sv3pt5-87',
  name: 'Dewgong',
  stage: 'stage1',
  evolvesFrom: 'Seel',
  hp: 130,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 2,
  attacks: [
    attack('Dual Splash', ['water', 'colorless'], 0, {
      text: "Choose 2 of your opponent's Pokémon (1 if they have only 1): this attack does 50 damage to each. Weakness and Resistance count only for the Active Pokémon.",
      *effect(c) {
        const all = c.allPokemon(c.opp)
        const first = yield* c.chooseSlot(all, { text: 'Dual Splash: first Pokémon to hit for 50' })
        if (!first) return
        const second = yield* c.chooseSlot(
          all.filter((r) => !sameRef(r, first)),
          { text: 'Dual Splash: second Pokémon to hit for 50' },
        )
        for (const target of second ? [first, second] : [first]) c.dealDamage(50, target)
      },
    }),
    attack('Aurora Beam', ['water', 'colorless', 'colorless'], 100),
  ],
})
