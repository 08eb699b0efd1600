import { attack, pokemon, weak } from '../../kit'

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
        // A Benched Pokémon protected from the attack's effects can't be chosen.
        const choices = c.benched(c.opp).filter((r) => !c.protectedFromEffects(r))
        const pick = yield* c.chooseSlot(choices, { text: "Invite Out: which of your opponent's Benched Pokémon?" })
        if (pick) c.switchIn(pick)
      },
    }),
    attack('Smash Kick', ['fighting', 'colorless'], 20),
  ],
})
