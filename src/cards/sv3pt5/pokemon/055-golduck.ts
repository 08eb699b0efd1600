import { attack, pokemon, weak } from '../../kit'

export const GOLDUCK = pokemon({
  id: 'sv3pt5-55',
  name: 'Golduck',
  stage: 'stage1',
  evolvesFrom: 'Psyduck',
  hp: 110,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  attacks: [
    attack('Aquatic Rescue', ['colorless'], 0, {
      text: 'Put up to 4 Pokémon cards from your discard pile into your hand.',
      *effect(c) {
        const pokemon = c.cardsIn(c.seat, 'discard', (d) => d.kind === 'pokemon')
        const picks = yield* c.chooseCards(pokemon, {
          text: 'Choose up to 4 Pokémon to put into your hand',
          min: 1, // "up to" is 1 to N (rules.md WD-1)
          max: 4,
          publicOptions: true,
        })
        for (const uid of picks) c.moveTo(uid, 'hand')
      },
    }),
    attack('Super Splash', ['water', 'water', 'colorless'], 120),
  ],
})
