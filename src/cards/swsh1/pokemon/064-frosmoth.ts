import { attack, pokemon, weak } from '../../kit'
import { isBasicEnergyOf } from '../../effects/energy'

export const FROSMOTH = pokemon({
  id: 'swsh1-64',
  name: 'Frosmoth',
  stage: 'stage1',
  evolvesFrom: 'Snom',
  hp: 90,
  types: ['water'],
  weakness: weak('metal'),
  retreat: 2,
  abilities: [
    {
      name: 'Ice Dance',
      text: 'As many times as you like during your turn, you may attach a Water Energy card from your hand to one of your Benched Water Pokémon.',
      canUse: (c) =>
        c.cardsIn(c.seat, 'hand', (d) => isBasicEnergyOf(d, 'water')).length > 0 &&
        c.benched(c.seat).some((r) => c.typesOf(r).includes('water')),
      *use(c) {
        const water = c.cardsIn(c.seat, 'hand', (d) => isBasicEnergyOf(d, 'water'))
        const [uid] = yield* c.chooseCards(water, {
          text: 'Ice Dance: attach which Water Energy card?',
          min: 1,
          max: 1,
        })
        if (uid === undefined) return
        const targets = c.benched(c.seat).filter((r) => c.typesOf(r).includes('water'))
        const to = yield* c.chooseSlot(targets, { text: 'Ice Dance: attach it to which Benched Water Pokémon?' })
        if (to) c.attach(uid, to)
      },
    },
  ],
  attacks: [attack('Aurora Beam', ['water', 'colorless'], 30)],
})
