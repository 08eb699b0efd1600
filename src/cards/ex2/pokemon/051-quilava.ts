import { attack, pokemon, weak } from '../../kit'

export const QUILAVA = pokemon({
  id: 'ex2-51',
  name: 'Quilava',
  stage: 'stage1',
  evolvesFrom: 'Cyndaquil',
  hp: 80,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 2,
  attacks: [
    attack('Slash', ['colorless', 'colorless'], 20),
    attack('Burning Claw', ['fire', 'colorless', 'colorless'], 40, {
      text: 'You may discard a Fire Energy card attached to Quilava. If you do, the Defending Pokémon is now Burned.',
      *effect(c) {
        c.dealDamage()
        if (c.energyOfType(c.self, 'fire').length === 0) return
        if (!(yield* c.yesNo('Burning Claw: discard a Fire Energy card from Quilava to Burn the Defending Pokémon?')))
          return
        yield* c.discardEnergy(c.self, 1, { type: 'fire' })
        c.burn()
      },
    }),
  ],
})
