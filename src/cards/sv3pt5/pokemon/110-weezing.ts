import { attack, pokemon, weak } from '../../kit'
import { alsoDamagesOpponentsBench } from '../../effects/damage'
import { abilityReaches } from '../../effects/powers'

export const WEEZING = pokemon({
  id: 'sv3pt5-110',
  name: 'Weezing',
  stage: 'stage1',
  evolvesFrom: 'Koffing',
  hp: 110,
  types: ['darkness'],
  weakness: weak('fighting'),
  retreat: 2,
  abilities: [
    {
      name: "Let's Have a Blast",
      text: "If damage from an attack by your opponent's Pokémon Knocks Out this Pokémon while it is in the Active Spot, flip a coin: on heads, the attacking Pokémon is Knocked Out too.",
      hooks: {
        onKnockOut: (h, ko) => {
          const attacker = ko.byAttack?.attacker
          if (!attacker || h.self?.zone !== 'active' || h.remainingHp(h.self) > 0 || !abilityReaches(h, attacker))
            return
          if (h.flip("Let's Have a Blast")) h.knockOut(attacker)
        },
      },
    },
  ],
  attacks: [
    attack('Spinning Fumes', ['colorless', 'colorless'], 50, {
      text: "Also does 10 damage to each of your opponent's Benched Pokémon (no Weakness or Resistance on the Bench).",
      effect: alsoDamagesOpponentsBench(10),
    }),
  ],
})
