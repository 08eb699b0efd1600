import { attack, pokemon, weak } from '../../kit'

export const MARACTUS = pokemon({
  id: 'swsh1-7',
  name: 'Maractus',
  stage: 'basic',
  hp: 110,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 2,
  attacks: [
    attack('Zzzt', ['colorless'], 20),
    attack('Powerful Needles', ['grass', 'colorless'], 60, {
      damageSuffix: '×',
      text: 'Flip a coin for each Energy attached to this Pokémon (an Energy card that provides 2 counts twice). Does 60 damage for each heads.',
      effect(c) {
        c.damage *= c.flips(c.energyUnits(c.self))
      },
    }),
  ],
})
