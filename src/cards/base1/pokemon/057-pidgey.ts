import { attack, pokemon, resist, weak } from '../../kit'

export const PIDGEY = pokemon({
  id: 'base1-57',
  name: 'Pidgey',
  stage: 'basic',
  hp: 40,
  types: ['colorless'],
  weakness: weak('lightning'),
  resistance: resist('fighting'),
  retreat: 1,
  attacks: [
    attack('Whirlwind', ['colorless', 'colorless'], 10, {
      text: 'After the damage, if your opponent has any Benched Pokémon, they pick one and switch it with the Defending Pokémon.',
      *effect(c) {
        c.dealDamage()
        if (c.protectedFromEffects(c.defending)) return
        yield* c.switchActive(c.opp, c.opp, 'Choose a Benched Pokémon to switch with your Active Pokémon')
      },
    }),
  ],
})
