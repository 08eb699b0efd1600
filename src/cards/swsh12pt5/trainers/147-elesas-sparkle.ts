import { sameRef } from '../../../engine'
import type { CardDef, EffectCtx, SlotRef } from '../../../engine'
import { trainer } from '../../kit'
import { isFusionStrike } from '../../effects/card-kinds'

/** "Your Fusion Strike Pokémon" in play. */
const fusionStrikePokemon = (c: EffectCtx): SlotRef[] =>
  c.allPokemon(c.seat).filter((r) => isFusionStrike(c.pokemonAt(r)))

/** "A Fusion Strike Energy card" (the Special Energy of that name, from the Fusion Strike expansion). */
const isFusionStrikeEnergy = (d: CardDef): boolean => d.kind === 'energy' && d.name === 'Fusion Strike Energy'

/** swsh12pt5-147. A Fusion Strike Supporter: a Fusion Strike Energy from the deck onto each of up to 2 such Pokémon. */
export const ELESAS_SPARKLE = trainer('supporter', {
  id: 'swsh12pt5-147',
  name: "Elesa's Sparkle",
  tags: ['Fusion Strike'],
  text:
    'Choose up to 2 of your Fusion Strike Pokémon. For each of them, search your deck for a Fusion Strike Energy ' +
    'card and attach it to that Pokémon. Then shuffle your deck. You can play this only if you have a Fusion Strike ' +
    'Pokémon in play.',
  canPlay: (c) => fusionStrikePokemon(c).length > 0,
  *play(c) {
    const chosen: SlotRef[] = []
    for (let i = 0; i < 2; i++) {
      const left = fusionStrikePokemon(c).filter((r) => !chosen.some((x) => sameRef(x, r)))
      const ref = yield* c.chooseSlot(left, {
        text: i === 0 ? "Elesa's Sparkle: choose a Fusion Strike Pokémon" : 'Choose a second Fusion Strike Pokémon?',
        optional: i > 0,
      })
      if (!ref) break
      chosen.push(ref)
    }
    for (const ref of chosen) {
      // The search may find nothing (hidden zone); each find goes onto the Pokémon it was searched for.
      const [uid] = yield* c.chooseCards(
        c.me.deck.filter((u) => isFusionStrikeEnergy(c.def(u))),
        {
          text: `Choose a Fusion Strike Energy card for ${c.pokemonAt(ref).name}`,
          min: 0,
          max: 1,
          hiddenZone: c.me.deck.length > 0,
        },
      )
      if (uid !== undefined) c.attach(uid, ref)
    }
    c.shuffleDeck()
  },
})
