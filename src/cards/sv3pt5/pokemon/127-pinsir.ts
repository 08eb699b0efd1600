import { attack, pokemon, weak } from '../../kit'

export const PINSIR = pokemon({
  id: 'sv3pt5-127',
  name: 'Pinsir',
  stage: 'basic',
  hp: 120,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 2,
  attacks: [
    attack('Vise Grip', ['grass', 'colorless'], 30),
    attack('Reckless Throw', ['grass', 'grass', 'colorless'], 90, {
      damageSuffix: '+',
      text: 'If you have more Prize cards left than your opponent, this attack does 90 more damage.',
      effect(c) {
        if (c.me.prizes.length > c.them.prizes.length) c.damage += 90
      },
    }),
  ],
})
