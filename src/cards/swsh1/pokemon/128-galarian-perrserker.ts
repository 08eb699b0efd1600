import type { DamageInfo, HookCtx } from '../../../engine'
import { attack, pokemon, resist, weak } from '../../kit'

/** Steely Spirit: +20 to damage a Metal Pokémon of this Pokémon's owner does to the opponent's Active Pokémon. */
const steelySpirit = (h: HookCtx, d: DamageInfo): number =>
  d.fromAttack &&
  d.attacker &&
  d.attacker.seat === h.owner &&
  d.target.seat !== h.owner &&
  d.target.zone === 'active' &&
  h.typesOf(d.attacker).includes('metal')
    ? d.amount + 20
    : d.amount

export const GALARIAN_PERRSERKER = pokemon({
  id: 'swsh1-128',
  name: 'Galarian Perrserker',
  stage: 'stage1',
  evolvesFrom: 'Galarian Meowth',
  hp: 120,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass', 30),
  retreat: 2,
  abilities: [
    {
      name: 'Steely Spirit',
      text: "Attacks of your Metal Pokémon (this one included) do 20 more damage to your opponent's Active Pokémon, before Weakness and Resistance. Each Perrserker in play adds its own 20.",
      // Its own attacks (outgoingDamage) and those of every other Metal Pokémon of its owner (othersOutgoingDamage).
      hooks: { outgoingDamage: steelySpirit, othersOutgoingDamage: steelySpirit },
    },
  ],
  attacks: [attack('Metal Claw', ['metal', 'metal', 'colorless'], 70)],
})
