import type { EffectCtx, Uid } from '../../../engine'
import { trainer } from '../../kit'
import { otherCardsInHand } from '../../effects/cards-in-hand'
import { placeName } from '../../effects/in-play'

/** What Lost Vacuum may take: each Pokémon Tool attached to any Pokémon in play, and the Stadium in play. */
function targets(c: EffectCtx): { uid: Uid; label: string }[] {
  const out: { uid: Uid; label: string }[] = []
  for (const seat of [c.seat, c.opp]) {
    for (const ref of c.allPokemon(seat)) {
      for (const uid of c.toolsOn(ref)) {
        const d = c.def(uid)
        if (d.kind !== 'trainer' || d.trainerKind !== 'tool') continue
        const whose = seat === c.seat ? 'your' : "your opponent's"
        out.push({ uid, label: `${d.name} on ${whose} ${c.pokemonAt(ref).name} (${placeName(ref)})` })
      }
    }
  }
  if (c.stadium) out.push({ uid: c.stadium.uid, label: `${c.def(c.stadium.uid).name} (Stadium)` })
  return out
}

/** swsh12pt5-135. An Item: a card from the hand to the Lost Zone, then a Tool or the Stadium to the Lost Zone. */
export const LOST_VACUUM = trainer('item', {
  id: 'swsh12pt5-135',
  name: 'Lost Vacuum',
  text:
    'Put another card from your hand in the Lost Zone. Then choose a Pokémon Tool attached to any Pokémon, or the ' +
    'Stadium in play, and put it in the Lost Zone. You can play this only if you have another card in your hand and ' +
    'there is a Pokémon Tool or a Stadium in play.',
  canPlay: (c) => otherCardsInHand(c).length > 0 && targets(c).length > 0,
  *play(c) {
    const [cost] = yield* c.chooseCards(c.me.hand, {
      text: 'Put which card from your hand in the Lost Zone?',
      min: 1,
      max: 1,
    })
    if (cost !== undefined) c.moveTo(cost, 'lostZone')
    const list = targets(c)
    const pick = yield* c.chooseOne(
      'Put which Pokémon Tool or Stadium in the Lost Zone?',
      list.map((t) => t.label),
    )
    const chosen = list[pick]
    if (chosen) c.moveTo(chosen.uid, 'lostZone')
  },
})
