import { attack, pokemon, weak } from '../../kit'

export const MAROWAK = pokemon({
  id: 'sv3pt5-105',
  name: 'Marowak',
  stage: 'stage1',
  evolvesFrom: 'Cubone',
  hp: 120,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 2,
  attacks: [
    attack('Bone Throw', ['fighting'], 30, {
      text: "Also does 30 damage to 1 of your opponent's Benched Pokémon you choose (no Weakness or Resistance on the Bench).",
      *effect(c) {
        c.dealDamage()
        const target = yield* c.chooseSlot(c.benched(c.opp), {
          text: 'Bone Throw: also hit which Benched Pokémon for 30?',
        })
        if (target) c.benchDamage(target, 30)
      },
    }),
    attack('Boundless Power', ['fighting', 'colorless'], 120, {
      text: "This Pokémon can't attack during your next turn.",
      effect(c) {
        c.dealDamage()
        c.mark(c.self, { source: 'engine', key: 'cant-attack', until: 'my-next-turn', clearsOnMove: true })
      },
    }),
  ],
})
