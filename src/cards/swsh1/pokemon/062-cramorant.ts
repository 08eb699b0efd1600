import { attack, pokemon, weak } from '../../kit'

export const CRAMORANT = pokemon({
  id: 'swsh1-62',
  name: 'Cramorant',
  stage: 'basic',
  hp: 110,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  attacks: [
    attack('Water Arrow', ['water'], 0, {
      text: "Does 20 damage to one of your opponent's Pokémon you choose (no Weakness or Resistance on the Bench).",
      *effect(c) {
        const to = yield* c.chooseSlot(c.allPokemon(c.opp), { text: 'Water Arrow: do 20 damage to which Pokémon?' })
        if (!to) return
        if (to.zone === 'active') c.dealDamage(20, to)
        else c.benchDamage(to, 20)
      },
    }),
    attack('Water Gun', ['water', 'water'], 50),
  ],
})
