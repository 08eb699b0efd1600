import { attack, pokemon, weak } from '../../kit'

export const ABSOL = pokemon({
  id: 'swsh12pt5-76',
  name: 'Absol',
  stage: 'basic',
  hp: 100,
  types: ['darkness'],
  weakness: weak('grass'),
  retreat: 1,
  attacks: [
    attack('Slash', ['darkness'], 30),
    attack('Lost Claw', ['darkness', 'colorless', 'colorless'], 70, {
      text: "After the damage, a card chosen at random from your opponent's hand goes to the Lost Zone.",
      effect(c) {
        c.dealDamage()
        const uid = c.randomCard(c.them.hand)
        if (uid !== undefined) c.moveTo(uid, 'lostZone')
      },
    }),
  ],
})
