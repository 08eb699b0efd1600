/** Scarlet & Violet—151 Pokémon sv3pt5-077 … 114, one file per card under pokemon/. */
import type { PokemonDef } from '../../engine'
import { PONYTA } from './pokemon/077-ponyta'
import { RAPIDASH } from './pokemon/078-rapidash'
import { SLOWPOKE } from './pokemon/079-slowpoke'
import { SLOWBRO } from './pokemon/080-slowbro'
import { MAGNEMITE } from './pokemon/081-magnemite'
import { MAGNETON } from './pokemon/082-magneton'
import { FARFETCHD } from './pokemon/083-farfetchd'
import { DODUO } from './pokemon/084-doduo'
import { DODRIO } from './pokemon/085-dodrio'
import { SEEL } from './pokemon/086-seel'
import { DEWGONG } from './pokemon/087-dewgong'
import { GRIMER } from './pokemon/088-grimer'
import { MUK } from './pokemon/089-muk'
import { SHELLDER } from './pokemon/090-shellder'
import { CLOYSTER } from './pokemon/091-cloyster'
import { GASTLY } from './pokemon/092-gastly'
import { HAUNTER } from './pokemon/093-haunter'
import { GENGAR } from './pokemon/094-gengar'
import { ONIX } from './pokemon/095-onix'
import { DROWZEE } from './pokemon/096-drowzee'
import { HYPNO } from './pokemon/097-hypno'
import { KRABBY } from './pokemon/098-krabby'
import { KINGLER } from './pokemon/099-kingler'
import { VOLTORB } from './pokemon/100-voltorb'
import { ELECTRODE } from './pokemon/101-electrode'
import { EXEGGCUTE } from './pokemon/102-exeggcute'
import { EXEGGUTOR } from './pokemon/103-exeggutor'
import { CUBONE } from './pokemon/104-cubone'
import { MAROWAK } from './pokemon/105-marowak'
import { HITMONLEE } from './pokemon/106-hitmonlee'
import { HITMONCHAN } from './pokemon/107-hitmonchan'
import { LICKITUNG } from './pokemon/108-lickitung'
import { KOFFING } from './pokemon/109-koffing'
import { WEEZING } from './pokemon/110-weezing'
import { RHYHORN } from './pokemon/111-rhyhorn'
import { RHYDON } from './pokemon/112-rhydon'
import { CHANSEY } from './pokemon/113-chansey'
import { TANGELA } from './pokemon/114-tangela'

export const POKEMON_077_114: PokemonDef[] = [
  PONYTA,
  RAPIDASH,
  SLOWPOKE,
  SLOWBRO,
  MAGNEMITE,
  MAGNETON,
  FARFETCHD,
  DODUO,
  DODRIO,
  SEEL,
  DEWGONG,
  GRIMER,
  MUK,
  SHELLDER,
  CLOYSTER,
  GASTLY,
  HAUNTER,
  GENGAR,
  ONIX,
  DROWZEE,
  HYPNO,
  KRABBY,
  KINGLER,
  VOLTORB,
  ELECTRODE,
  EXEGGCUTE,
  EXEGGUTOR,
  CUBONE,
  MAROWAK,
  HITMONLEE,
  HITMONCHAN,
  LICKITUNG,
  KOFFING,
  WEEZING,
  RHYHORN,
  RHYDON,
  CHANSEY,
  TANGELA,
]
