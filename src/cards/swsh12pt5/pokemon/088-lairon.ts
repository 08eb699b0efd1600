import { attack, pokemon, resist, weak } from '../../kit'

export const LAIRON = pokemon({
  id: 'swsh12pt5-88',
  name: 'Lairon',
  stage: 'stage1',
  evolvesFrom: 'Aron',
  hp: 90,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass', 30),
  retreat: 3,
  attacks: [
    attack('Confront', ['colorless', 'colorless'], 40),
    attack('Wreak Havoc', ['metal', 'metal', 'colorless', 'colorless'], 80, {
      text: "Flip a coin until you get tails. After the damage, discard 1 card from the top of your opponent's deck for each heads.",
      effect(c) {
        const heads = c.flipUntilTails()
        c.dealDamage()
        for (const uid of c.them.deck.slice(0, heads)) c.moveTo(uid, 'discard')
      },
    }),
  ],
})
