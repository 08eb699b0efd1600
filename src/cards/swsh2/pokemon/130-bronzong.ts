import { attack, pokemon, resist, weak } from '../../kit'

export const BRONZONG = pokemon({
  id: 'swsh2-130',
  name: 'Bronzong',
  stage: 'stage1',
  evolvesFrom: 'Bronzor',
  hp: 130,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass'),
  retreat: 3,
  attacks: [
    attack('Smack', ['metal'], 30),
    attack('Gyro Ball', ['metal', 'colorless', 'colorless'], 70, {
      text: 'Switch this Pokémon with 1 of your Benched Pokémon. If you do, your opponent switches their Active Pokémon with 1 of their Benched Pokémon.',
      *effect(c) {
        const theirs = c.defending
        c.dealDamage()
        const knockedOut = c.remainingHp(theirs) <= 0
        if (!(yield* c.switchActive(c.seat, c.seat, 'Gyro Ball: switch Bronzong with which Benched Pokémon?'))) return
        if (!knockedOut && !c.protectedFromEffects(theirs))
          yield* c.switchActive(c.opp, c.opp, 'Gyro Ball: switch your Active Pokémon with which Benched Pokémon?')
      },
    }),
  ],
})
