import { attack, pokemon, resist, weak } from '../../kit'

export const PELIPPER = pokemon({
  id: 'swsh2-42',
  name: 'Pelipper',
  stage: 'stage1',
  evolvesFrom: 'Wingull',
  hp: 120,
  types: ['water'],
  weakness: weak('lightning'),
  resistance: resist('fighting', 30),
  retreat: 2,
  attacks: [
    attack('Wing Attack', ['colorless', 'colorless'], 50),
    attack('Power Cyclone', ['water', 'colorless', 'colorless'], 110, {
      text: 'After the damage, move an Energy card from this Pokémon to 1 of your Benched Pokémon.',
      *effect(c) {
        c.dealDamage()
        const bench = c.benched(c.seat)
        if (bench.length === 0 || c.energyOn(c.self).length === 0) return
        const [uid] = yield* c.chooseCards(c.energyOn(c.self), {
          text: 'Power Cyclone: move which Energy?',
          min: 1,
          max: 1,
          publicOptions: true,
        })
        const target = yield* c.chooseSlot(bench, { text: 'Move it to which Benched Pokémon?' })
        if (uid !== undefined && target) c.attach(uid, target)
      },
    }),
  ],
})
