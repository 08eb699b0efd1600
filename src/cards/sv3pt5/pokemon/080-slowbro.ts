import { attack, pokemon, resist, weak } from '../../kit'

export const SLOWBRO = pokemon({
  id: 'sv3pt5-80',
  name: 'Slowbro',
  stage: 'stage1',
  evolvesFrom: 'Slowpoke',
  hp: 130,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting'),
  retreat: 2,
  attacks: [
    attack('Big Yawn', ['psychic'], 0, {
      text: "Your opponent's Active Pokémon and this Pokémon both fall Asleep.",
      effect(c) {
        c.asleep(c.defending)
        c.asleep(c.self)
      },
    }),
    attack('Laid-Back Tackle', ['psychic', 'colorless', 'colorless'], 160, {
      text: 'Nothing happens if this Pokémon evolved this turn.',
      effect(c) {
        if (c.evolvedThisTurn(c.self)) c.cancelled = true
        else c.dealDamage()
      },
    }),
  ],
})
