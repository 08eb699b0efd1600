import { attack, pokemon, weak } from '../../kit'

export const ARCANINE = pokemon({
  id: 'sv3pt5-59',
  name: 'Arcanine',
  stage: 'stage1',
  evolvesFrom: 'Growlithe',
  hp: 150,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 4,
  attacks: [
    attack('Torrid Torrent', ['fire'], 30, {
      text: 'Attach up to 2 Basic Fire Energy cards from your discard pile to this Pokémon.',
      *effect(c) {
        c.dealDamage()
        const fire = c.cardsIn(
          c.seat,
          'discard',
          (d) =>
            d.kind === 'energy' && d.basic && d.provides.some((u) => u.types !== 'any' && u.types.includes('fire')),
        )
        const picks = yield* c.chooseCards(fire, {
          text: 'Choose up to 2 Basic Fire Energy to attach to this Pokémon',
          min: 1, // "up to" is 1 to N (rules.md WD-1)
          max: 2,
          publicOptions: true,
        })
        for (const uid of picks) c.attach(uid, c.self)
      },
    }),
    attack('Dynamite Fang', ['fire', 'fire', 'colorless', 'colorless'], 240, {
      text: 'Discard 2 Fire Energy from this Pokémon.',
      *effect(c) {
        c.dealDamage()
        yield* c.discardEnergy(c.self, 2, { type: 'fire' })
      },
    }),
  ],
})
