import { attack, pokemon, resist, weak } from '../../kit'

export const CORVIKNIGHT = pokemon({
  id: 'swsh1-135',
  name: 'Corviknight',
  stage: 'stage2',
  evolvesFrom: 'Corvisquire',
  hp: 170,
  types: ['metal'],
  weakness: weak('lightning'),
  resistance: resist('fighting', 30),
  retreat: 2,
  attacks: [
    attack('Peck', ['colorless'], 50),
    attack('Iron Wings', ['metal', 'colorless', 'colorless'], 130, {
      text: "After the damage, you may discard 2 Energy from this Pokémon. If you do, it takes 100 less damage from attacks during your opponent's next turn (after Weakness and Resistance).",
      *effect(c) {
        c.dealDamage()
        if (c.energyUnits(c.self) < 2) return
        if (!(yield* c.yesNo('Iron Wings: discard 2 Energy from Corviknight to take 100 less damage next turn?')))
          return
        yield* c.discardEnergy(c.self, 2)
        c.mark(c.self, {
          source: 'engine',
          key: 'reduce-damage',
          until: 'opponent-next-turn',
          clearsOnMove: true,
          data: { amount: 100 },
        })
      },
    }),
  ],
})
