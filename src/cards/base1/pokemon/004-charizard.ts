import { attack, pokemon, resist, weak } from '../../kit'
import { POWER_OFF } from '../../effects/powers'

export const CHARIZARD = pokemon({
  id: 'base1-4',
  name: 'Charizard',
  stage: 'stage2',
  evolvesFrom: 'Charmeleon',
  hp: 120,
  types: ['fire'],
  weakness: weak('water'),
  resistance: resist('fighting'),
  retreat: 3,
  abilities: [
    {
      name: 'Energy Burn',
      text: 'As often as you like during your turn, make every Energy attached to Charizard provide Fire Energy (each unit it provides becomes Fire) for the rest of the turn. Not while Charizard is Asleep, Confused or Paralyzed.',
      offWhen: POWER_OFF,
      canUse: (c) =>
        c
          .attachedEnergy(c.self)
          .some((e) => e.def.provides.some((u) => u.types === 'any' || u.types.join() !== 'fire')),
      use: (c) =>
        c.mark(c.self, {
          source: 'engine',
          key: 'energy-becomes',
          until: 'this-turn',
          data: { type: 'fire', cards: c.energyOn(c.self).join(',') },
        }),
    },
  ],
  attacks: [
    attack('Fire Spin', ['fire', 'fire', 'fire', 'fire'], 100, {
      text: 'To use this attack, discard 2 Energy cards attached to Charizard.',
      *payCost(c) {
        const cards = yield* c.chooseCards(c.energyOn(c.self), {
          text: 'Fire Spin: discard 2 Energy cards from Charizard',
          min: 2,
          max: 2,
          publicOptions: true,
        })
        c.discard(cards)
      },
    }),
  ],
})
