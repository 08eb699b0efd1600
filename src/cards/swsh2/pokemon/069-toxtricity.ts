import { attack, pokemon, weak } from '../../kit'

export const TOXTRICITY = pokemon({
  id: 'swsh2-69',
  name: 'Toxtricity',
  stage: 'stage1',
  evolvesFrom: 'Toxel',
  hp: 130,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 2,
  attacks: [
    attack('Poison Shout', ['lightning'], 0, {
      text: "Does 20 damage to every one of your opponent's Pokémon (no Weakness or Resistance for the Benched ones), then their Active Pokémon becomes Poisoned.",
      effect(c) {
        c.dealDamage(20)
        for (const ref of c.benched(c.opp)) c.benchDamage(ref, 20)
        c.poison()
      },
    }),
    attack('Hammer In', ['lightning', 'colorless', 'colorless'], 90),
  ],
})
