import { attack, pokemon, weak } from '../../kit'

export const HITMONLEE = pokemon({
  id: 'sv3pt5-106',
  name: 'Hitmonlee',
  stage: 'basic',
  hp: 120,
  types: ['fighting'],
  weakness: weak('psychic'),
  retreat: 2,
  attacks: [
    attack('Twister Kick', ['fighting'], 0, {
      text: "10 damage to every one of your opponent's Pokémon (no Weakness or Resistance on the Bench). Then this Pokémon changes places with one of your Benched Pokémon, if you have any.",
      *effect(c) {
        c.dealDamage(10)
        for (const ref of c.benched(c.opp)) c.benchDamage(ref, 10)
        yield* c.switchActive(c.seat, c.seat, 'Switch this Pokémon with which Benched Pokémon?')
      },
    }),
    attack('Low Kick', ['fighting', 'fighting', 'fighting'], 100),
  ],
})
