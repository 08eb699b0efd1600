import { attack, pokemon, weak } from '../../kit'

export const SCYTHER = pokemon({
  id: 'sv3pt5-123',
  name: 'Scyther',
  stage: 'basic',
  hp: 70,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 0,
  attacks: [
    attack('Helpful Slash', ['grass'], 20, {
      text: 'After the damage, choose a Basic Grass Energy card in your discard pile and attach it to one of your Benched Pokémon (nothing happens without either).',
      *effect(c) {
        c.dealDamage()
        const bench = c.benched(c.seat)
        const grass = c.cardsIn(
          c.seat,
          'discard',
          (d) =>
            d.kind === 'energy' && d.basic && d.provides.some((p) => p.types !== 'any' && p.types.includes('grass')),
        )
        if (bench.length === 0 || grass.length === 0) return
        const [card] = yield* c.chooseCards(grass, {
          text: 'Helpful Slash: choose a Basic Grass Energy card to attach',
          min: 1,
          max: 1,
        })
        const to = yield* c.chooseSlot(bench, { text: 'Helpful Slash: attach it to which Benched Pokémon?' })
        if (card !== undefined && to) c.attach(card, to)
      },
    }),
    attack('Slicing Blade', ['grass', 'colorless', 'colorless'], 70),
  ],
})
