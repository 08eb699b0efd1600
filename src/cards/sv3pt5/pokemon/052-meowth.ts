import { attack, pokemon, weak } from '../../kit'

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
        if (c.flip()) yield* c.switchActive(c.opp, c.seat, "Choose your opponent's new Active Pokémon")
      },
    }),
    attack('Dig Claws', ['colorless', 'colorless'], 20),
  ],
})
