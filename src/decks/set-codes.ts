/**
 * Set codes as deck lists write them (Pokémon TCG Live, the older Online client, Limitless), so an imported line of
 * a set Coinflip does not have yet can name the set. Our own sets' codes come from the set list (`CardSet.code`);
 * this table only names the others. Written from what players' lists use; not card data.
 */
import { SETS, type CardSet } from '../cards/sets'

/** Real set codes → the set's English name (sets we ship are found in SETS first). */
export const KNOWN_SET_CODES: Readonly<Record<string, string>> = {
  // Scarlet & Violet
  SVI: 'Scarlet & Violet',
  PAL: 'Paldea Evolved',
  OBF: 'Obsidian Flames',
  MEW: 'Scarlet & Violet—151',
  PAR: 'Paradox Rift',
  PAF: 'Paldean Fates',
  TEF: 'Temporal Forces',
  TWM: 'Twilight Masquerade',
  SFA: 'Shrouded Fable',
  SCR: 'Stellar Crown',
  SSP: 'Surging Sparks',
  PRE: 'Prismatic Evolutions',
  JTG: 'Journey Together',
  DRI: 'Destined Rivals',
  BLK: 'Black Bolt',
  WHT: 'White Flare',
  MEG: 'Mega Evolution',
  SVE: 'Scarlet & Violet Energies',
  SVP: 'Scarlet & Violet Promos',
  'PR-SV': 'Scarlet & Violet Promos',
  // Sword & Shield
  SSH: 'Sword & Shield',
  RCL: 'Rebel Clash',
  DAA: 'Darkness Ablaze',
  CPA: "Champion's Path",
  VIV: 'Vivid Voltage',
  SHF: 'Shining Fates',
  BST: 'Battle Styles',
  CRE: 'Chilling Reign',
  EVS: 'Evolving Skies',
  CEL: 'Celebrations',
  FST: 'Fusion Strike',
  BRS: 'Brilliant Stars',
  ASR: 'Astral Radiance',
  PGO: 'Pokémon GO',
  LOR: 'Lost Origin',
  SIT: 'Silver Tempest',
  CRZ: 'Crown Zenith',
  SWSHP: 'Sword & Shield Promos',
  'PR-SW': 'Sword & Shield Promos',
  // Sun & Moon
  SUM: 'Sun & Moon',
  GRI: 'Guardians Rising',
  BUS: 'Burning Shadows',
  SLG: 'Shining Legends',
  CIN: 'Crimson Invasion',
  UPR: 'Ultra Prism',
  FLI: 'Forbidden Light',
  CES: 'Celestial Storm',
  DRM: 'Dragon Majesty',
  LOT: 'Lost Thunder',
  TEU: 'Team Up',
  DET: 'Detective Pikachu',
  UNB: 'Unbroken Bonds',
  UNM: 'Unified Minds',
  HIF: 'Hidden Fates',
  CEC: 'Cosmic Eclipse',
  SMP: 'Sun & Moon Promos',
  'PR-SM': 'Sun & Moon Promos',
  // XY
  XY: 'XY',
  FLF: 'Flashfire',
  FFI: 'Furious Fists',
  PHF: 'Phantom Forces',
  PRC: 'Primal Clash',
  ROS: 'Roaring Skies',
  AOR: 'Ancient Origins',
  BKT: 'BREAKthrough',
  BKP: 'BREAKpoint',
  FCO: 'Fates Collide',
  STS: 'Steam Siege',
  EVO: 'Evolutions',
  GEN: 'Generations',
  // The original series (Limitless codes)
  BS: 'Base Set',
  JU: 'Jungle',
  FO: 'Fossil',
  B2: 'Base Set 2',
  TR: 'Team Rocket',
  G1: 'Gym Heroes',
  G2: 'Gym Challenge',
  N1: 'Neo Genesis',
  N2: 'Neo Discovery',
  N3: 'Neo Revelation',
  N4: 'Neo Destiny',
  PR: 'Wizards Black Star Promos',
}

const norm = (code: string): string => code.trim().toUpperCase()

/** Our set a deck list's code stands for (its `code` such as `MEW`, or its id), if we ship it. */
export function ourSetByCode(code: string): CardSet | undefined {
  const c = norm(code)
  return SETS.find((s) => norm(s.code) === c || norm(s.id) === c)
}

/** The English name of a real set by its deck-list code, ours or not; undefined for a code nobody uses. */
export function setNameByCode(code: string): string | undefined {
  return ourSetByCode(code)?.name ?? KNOWN_SET_CODES[norm(code)]
}

/** The code deck lists use for one of our sets, by set id (the card definitions' `set`). */
export function codeOfSet(setId: string): string | undefined {
  return SETS.find((s) => s.id === setId)?.code
}
