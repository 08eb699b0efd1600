import type { EffectCtx, Proc } from '../../../engine'
import { isBasicEnergy } from '../../../engine'
import { attack, pokemon, weak } from '../../kit'
import { moreDamageForEach } from '../../effects/damage'

/**
 * "You may attach up to 2 basic Energy cards from your hand to your Pokémon in any way you like." (after the damage:
 * the player chooses the cards, then where each one goes)
 */
function* burstingPower(c: EffectCtx): Proc<void> {
  c.dealDamage()
  const energy = c.me.hand.filter((u) => isBasicEnergy(c.def(u)))
  const picks = yield* c.chooseCards(energy, {
    text: 'Bursting Power: choose up to 2 basic Energy cards from your hand to attach',
    min: 0,
    max: 2,
  })
  for (const uid of picks) {
    const to = yield* c.chooseSlot(c.allPokemon(c.seat), { text: `Attach ${c.def(uid).name} to which Pokémon?` })
    if (to) c.attach(uid, to)
  }
}

export const SIMISEAR_V = pokemon({
  id: 'swsh12pt5-22',
  name: 'Simisear V',
  stage: 'basic',
  ruleBox: 'V',
  hp: 210,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 1,
  attacks: [
    attack('Bursting Power', ['fire'], 20, {
      text: 'After the damage, you may take up to 2 basic Energy cards from your hand and attach them to your Pokémon, split however you like.',
      effect: burstingPower,
    }),
    attack('Flare Juggling', ['fire', 'colorless', 'colorless'], 90, {
      damageSuffix: '+',
      text: "30 more damage for each Energy attached to your opponent's Active Pokémon (a card that gives 2 Energy counts 2).",
      effect: moreDamageForEach(30, (c) => c.energyUnits(c.defending)),
    }),
  ],
})
