import { attack, pokemon, weak } from '../../kit'
import { switchableBenched } from '../../effects/in-play'

export const MEOWTH = pokemon({
  id: 'sv3pt5-52',
  name: 'Meowth',
  stage: 'basic',
  hp: 70,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Come Here Right Meow', ['colorless'], 0, {
      text: "Flip a coin. If heads, choose one of your opponent's Benched Pokémon and switch it with their Active Pokémon.",
      *effect(c) {
        if (!c.flip()) return
        // Nothing moves a Pokémon protected from the attack's effects, in or out.
        const pick = yield* c.chooseSlot(switchableBenched(c), { text: "Choose your opponent's new Active Pokémon" })
        if (pick) c.switchIn(pick)
      },
    }),
    attack('Dig Claws', ['colorless', 'colorless'], 20),
  ],
})
