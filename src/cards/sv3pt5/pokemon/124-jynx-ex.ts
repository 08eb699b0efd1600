import { attack, pokemon, weak } from '../../kit'

export const JYNX_EX = pokemon({
  id: 'sv3pt5-124',
  name: 'Jynx ex',
  stage: 'basic',
  ruleBox: 'ex',
  hp: 200,
  types: ['water'],
  weakness: weak('metal'),
  retreat: 2,
  attacks: [
    attack('Heart-Stopping Kiss', ['water', 'colorless', 'colorless'], 0, {
      text: 'An Asleep Active Pokémon of your opponent is Knocked Out; one that is not Asleep is unaffected.',
      effect(c) {
        const target = c.defending
        if (c.exists(target) && c.hasCondition(target, 'asleep') && !c.protectedFromEffects(target)) c.knockOut(target)
      },
    }),
    attack('Icy Wind', ['water', 'water', 'water'], 120, {
      text: "After the damage, your opponent's Active Pokémon falls Asleep.",
      effect(c) {
        c.dealDamage()
        c.asleep()
      },
    }),
  ],
})
