import type { HookCtx, Uid } from '../../../engine'
import { attack, pokemon, resist, weak } from '../../kit'

/**
 * The Energy card Snap Trap discards from the Attacking Pokémon. A hook can't ask its owner, so it takes the one its
 * owner would usually pick: the card providing the most Energy, a Special Energy before a basic one, then the one
 * attached last.
 */
function energyToDiscard(attached: ReturnType<HookCtx['attachedEnergy']>): Uid | undefined {
  let best: { uid: Uid; score: number } | undefined
  attached.forEach((e, i) => {
    const score = e.def.provides.length * 1000 + (e.def.basic ? 0 : 100) + i
    if (!best || score > best.score) best = { uid: e.uid, score }
  })
  return best?.uid
}

export const GALARIAN_STUNFISK = pokemon({
  id: 'swsh1-132',
  name: 'Galarian Stunfisk',
  stage: 'basic',
  hp: 120,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass', 30),
  retreat: 2,
  abilities: [
    {
      name: 'Snap Trap',
      text: "When an opponent's attack damages this Pokémon in the Active Spot (even if that Knocks it Out), an Energy card is discarded from the Attacking Pokémon: the one providing the most Energy, a Special Energy before a basic one, else the one attached last.",
      hooks: {
        afterDamagedByAttack: (h, d) => {
          if (h.self?.zone !== 'active' || !d.attacker || d.attacker.seat === h.owner || !h.exists(d.attacker)) return
          const uid = energyToDiscard(h.attachedEnergy(d.attacker))
          if (uid !== undefined) h.discardAttached(uid)
        },
      },
    },
  ],
  attacks: [
    attack('Damage Rush', ['metal', 'colorless'], 30, {
      damageSuffix: '+',
      text: 'Flip a coin until you get tails: 30 more damage for each heads.',
      effect(c) {
        c.damage += 30 * c.flipUntilTails()
      },
    }),
  ],
})
