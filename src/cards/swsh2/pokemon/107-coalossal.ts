import { attack, pokemon, weak } from '../../kit'
import type { EffectCtx, EnergyType, Proc } from '../../../engine'
import { isBasicEnergyOf } from '../../effects/energy'

/** Attach one basic Energy card of `type` from the discard pile to a Pokémon of yours (`must`: not optional). */
function* attachOne(c: EffectCtx, type: EnergyType, label: string, must: boolean): Proc<boolean> {
  const cards = c.cardsIn(c.seat, 'discard', (d) => isBasicEnergyOf(d, type))
  const [uid] = yield* c.chooseCards(cards, {
    text: `Tar Generator: choose a ${label} Energy card to attach${must ? '' : ' (or none)'}`,
    min: must ? 1 : 0,
    max: 1,
    publicOptions: true,
  })
  if (uid === undefined) return false
  const to = yield* c.chooseSlot(c.allPokemon(c.seat), { text: `Attach ${c.def(uid).name} to which Pokémon?` })
  if (to) c.attach(uid, to)
  return true
}

const inDiscard = (c: EffectCtx, type: EnergyType): boolean =>
  c.cardsIn(c.seat, 'discard', (d) => isBasicEnergyOf(d, type)).length > 0

export const COALOSSAL = pokemon({
  id: 'swsh2-107',
  name: 'Coalossal',
  stage: 'stage2',
  evolvesFrom: 'Carkol',
  hp: 160,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 4,
  abilities: [
    {
      name: 'Tar Generator',
      text: 'Once during your turn, you may attach a Fire Energy card, a Fighting Energy card, or one of each from your discard pile to your Pokémon, split among them as you choose.',
      oncePerTurn: true,
      canUse: (c) => inDiscard(c, 'fire') || inDiscard(c, 'fighting'),
      *use(c) {
        const fire = yield* attachOne(c, 'fire', 'Fire', !inDiscard(c, 'fighting'))
        yield* attachOne(c, 'fighting', 'Fighting', !fire)
      },
    },
  ],
  attacks: [attack('Flaming Avalanche', ['fighting', 'colorless', 'colorless', 'colorless'], 130)],
})
