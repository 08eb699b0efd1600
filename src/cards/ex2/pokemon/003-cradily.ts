import { attack, pokemon, weak } from '../../kit'
import { healThis } from '../../effects/healing'
import { switchableBenched } from '../../effects/in-play'

export const CRADILY = pokemon({
  id: 'ex2-3',
  name: 'Cradily',
  stage: 'stage2',
  evolvesFrom: 'Lileep',
  hp: 100,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 2,
  abilities: [
    {
      name: 'Super Suction Cups',
      exKind: 'poke-body',
      text: "While Cradily is your Active Pokémon, your opponent's Pokémon can't retreat.",
      hooks: { othersCanRetreat: (h, target) => !(h.self?.zone === 'active' && target.seat !== h.owner) },
    },
  ],
  attacks: [
    attack('Lure Poison', ['colorless'], 0, {
      text: "You may first switch the Defending Pokémon with 1 of your opponent's Benched Pokémon. Then the Defending Pokémon is now Poisoned.",
      *effect(c) {
        const choices = switchableBenched(c)
        const pick = yield* c.chooseSlot(choices, {
          text: "Lure Poison: switch in which of your opponent's Benched Pokémon? (optional)",
          optional: true,
        })
        if (pick) c.switchIn(pick)
        c.poison()
      },
    }),
    attack('Spiral Drain', ['grass', 'colorless', 'colorless'], 50, {
      text: 'Remove 2 damage counters from Cradily (1 if it has only 1).',
      effect: healThis(20),
    }),
  ],
})
