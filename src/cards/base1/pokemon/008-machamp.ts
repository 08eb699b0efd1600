import { attack, pokemon, weak } from '../../kit'
import { POWER_OFF } from '../../effects/powers'

export const MACHAMP = pokemon({
  id: 'base1-8',
  name: 'Machamp',
  stage: 'stage2',
  evolvesFrom: 'Machoke',
  hp: 100,
  types: ['fighting'],
  weakness: weak('psychic'),
  retreat: 3,
  abilities: [
    {
      name: 'Strikes Back',
      text: "Whenever an attack of your opponent's damages Machamp (even if Machamp is Knocked Out), this power does 10 damage to the attacking Pokémon (no Weakness or Resistance). Not while Machamp is Asleep, Confused or Paralyzed.",
      offWhen: POWER_OFF,
      hooks: {
        afterDamagedByAttack: (h, d) => {
          if (d.attacker && h.exists(d.attacker)) h.addDamage(d.attacker, 10)
        },
      },
    },
  ],
  attacks: [attack('Seismic Toss', ['fighting', 'fighting', 'fighting', 'colorless'], 60)],
})
