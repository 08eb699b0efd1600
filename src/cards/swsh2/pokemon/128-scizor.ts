import { attack, pokemon, resist, weak } from '../../kit'
import { takesLessDamageNextTurn } from '../../effects/next-turn'

export const SCIZOR = pokemon({
  id: 'swsh2-128',
  name: 'Scizor',
  stage: 'stage1',
  evolvesFrom: 'Scyther',
  hp: 130,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass'),
  retreat: 1,
  attacks: [
    attack('Raid', ['metal'], 30, {
      damageSuffix: '+',
      text: 'If this Pokémon evolved from Scyther during this turn, this attack does 90 more damage.',
      effect(c) {
        if (c.evolvedThisTurn(c.self)) c.damage += 90
      },
    }),
    attack('Guard Claw', ['metal', 'colorless', 'colorless'], 90, {
      text: "During your opponent's next turn, this Pokémon takes 30 less damage from attacks (after Weakness and Resistance).",
      effect: takesLessDamageNextTurn(30),
    }),
  ],
})
