import { attack, pokemon, weak } from '../../kit'
import { ignoringResistance } from '../../effects/damage'

export const RHYPERIOR = pokemon({
  id: 'swsh1-99',
  name: 'Rhyperior',
  stage: 'stage2',
  evolvesFrom: 'Rhydon',
  hp: 190,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 4,
  attacks: [
    attack('Rock Tumble', ['fighting', 'colorless', 'colorless'], 90, {
      text: "Resistance doesn't change this attack's damage.",
      effect: ignoringResistance,
    }),
    attack('Bedrock Shake', ['fighting', 'fighting', 'colorless', 'colorless'], 120, {
      text: "This attack also does 60 damage to every Benched Pokémon, yours and your opponent's, that already has damage counters on it (no Weakness or Resistance for Benched Pokémon).",
      effect(c) {
        const damaged = [...c.benched(c.seat), ...c.benched(c.opp)].filter((r) => c.damageOn(r) > 0)
        c.dealDamage()
        for (const r of damaged) c.benchDamage(r, 60)
      },
    }),
  ],
})
