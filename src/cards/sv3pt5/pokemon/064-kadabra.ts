import { attack, pokemon, resist, weak } from '../../kit'

export const KADABRA = pokemon({
  id: 'sv3pt5-64',
  name: 'Kadabra',
  stage: 'stage1',
  evolvesFrom: 'Abra',
  hp: 80,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting'),
  retreat: 1,
  attacks: [
    attack('Teleportation Attack', ['psychic'], 30, {
      text: 'After the damage, switch this Pokémon with one of your Benched Pokémon.',
      *effect(c) {
        c.dealDamage()
        yield* c.switchActive(c.seat)
      },
    }),
  ],
})
