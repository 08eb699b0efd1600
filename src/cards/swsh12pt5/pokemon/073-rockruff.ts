import { attack, pokemon, weak } from '../../kit'
import { switchableBenched } from '../../effects/in-play'

export const ROCKRUFF = pokemon({
  id: 'swsh12pt5-73',
  name: 'Rockruff',
  stage: 'basic',
  hp: 60,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 1,
  attacks: [
    attack('Invite Out', ['colorless'], 0, {
      text: "Flip a coin: on heads, you choose one of your opponent's Benched Pokémon and it switches places with their Active Pokémon.",
      *effect(c) {
        if (!c.flip()) return
        // Nothing moves a Pokémon protected from the attack's effects, in or out.
        const choices = switchableBenched(c)
        const pick = yield* c.chooseSlot(choices, { text: "Invite Out: which of your opponent's Benched Pokémon?" })
        if (pick) c.switchIn(pick)
      },
    }),
    attack('Smash Kick', ['fighting', 'colorless'], 20),
  ],
})
