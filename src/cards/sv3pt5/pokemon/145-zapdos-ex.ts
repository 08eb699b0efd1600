import { attack, pokemon, resist, weak } from '../../kit'
import { noRetreatCostWithEnergy } from '../../effects/powers'

export const ZAPDOS_EX = pokemon({
  id: 'sv3pt5-145',
  name: 'Zapdos ex',
  stage: 'basic',
  ruleBox: 'ex',
  hp: 200,
  types: ['lightning'],
  weakness: weak('lightning'),
  resistance: resist('fighting'),
  retreat: 2,
  abilities: [noRetreatCostWithEnergy('Voltaic Float', 'lightning', 'Lightning')],
  attacks: [
    attack('Multishot Lightning', ['lightning', 'lightning', 'lightning'], 120, {
      text: "This attack also does 90 damage to 1 of your opponent's Benched Pokémon that already has damage counters on it (no Weakness or Resistance for Benched Pokémon).",
      *effect(c) {
        const damaged = c.benched(c.opp).filter((r) => c.damageOn(r) > 0)
        const target = yield* c.chooseSlot(damaged, {
          text: 'Multishot Lightning: do 90 damage to which damaged Benched Pokémon?',
        })
        c.dealDamage()
        if (target) c.benchDamage(target, 90)
      },
    }),
  ],
})
