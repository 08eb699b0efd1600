/**
 * Reading a pasted deck list, line by line, without any card data: the formats players use — Pokémon TCG Live
 * (`Pokémon: 12`, `4 Charmander MEW 4`, `Total Cards: 60`), the older Online client (`##Pokémon - 12`,
 * `* 4 Charmander MEW 4`, its `******` frame) and the Limitless text export (the Live format, `PH` marks) — with
 * blank lines, CRLF, tabs and odd spacing. Every line gets a kind; nothing throws.
 */
import type { DeckSection } from './entries'

export type ParsedLine =
  /** A card line: `count name [code number]` (`number` may carry letters: `TG05`, `SV49`). */
  | { kind: 'card'; line: number; text: string; count: number; name: string; code?: string; number?: string }
  /** A section heading (`Pokémon: 12`, `##Trainer Cards - 36`, `Energy`), with its count when it gives one. */
  | { kind: 'section'; line: number; text: string; section: DeckSection; count?: number }
  /** `Total Cards: 60`. */
  | { kind: 'total'; line: number; text: string; count: number }
  /** Blank lines and decoration (the Online client's `****** … ******` frame, `//` comments). */
  | { kind: 'skip'; line: number; text: string }
  /** A line that is none of these, with why. */
  | { kind: 'malformed'; line: number; text: string; reason: string }

/** Lower case, no accents (`Pokémon` = `Pokemon`), straight apostrophes, single spaces: how names are compared. */
export function normalizeName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/\s*([♀♂])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
}

const SECTION_WORDS: [RegExp, DeckSection][] = [
  [/^pokemon( cards?)?$/, 'pokemon'],
  [/^trainers?( cards?)?$/, 'trainer'],
  [/^energy( cards?)?$|^energies$/, 'energy'],
]

/** Print marks that follow the number and say nothing about which card it is (PH: parallel holo). */
const PRINT_MARKS = /\s+\(?(PH|RH|HOLO|REVERSE|FA|SR|AR|SIR|PROMO)\)?$/i

/** A deck-list set code: `MEW`, `BS`, `SV3`, `PR-SV`, or the Live client's `Energy` for basic Energy. */
const CODE = /^(?:[A-Z][A-Z0-9]{1,5}(?:-[A-Z0-9]{1,5})?|Energy)$/
/** A collector number: `4`, `004`, `TG05`, `SV49`, `GG12`, `RC5`, `SWSH050`, `12a`. */
const NUMBER = /^[A-Z]{0,5}\d{1,4}[a-z]?$/i

const MAX_LINE = 300

/** The lines of a pasted deck list, each with its kind (numbered from 1, as an editor shows them). */
export function parseDeckList(text: string): ParsedLine[] {
  return text.split(/\r\n|\r|\n/).map((raw, i) => parseLine(raw, i + 1))
}

function parseLine(raw: string, line: number): ParsedLine {
  const text = raw
    .replace(/\t/g, ' ')
    .replace(/[\u00a0\u2000-\u200b\u3000\ufeff]/g, ' ')
    .trim()
  if (text === '' || /^[*#=\-_~.\s]+$/.test(text) || /^\*{3,}.*\*{3,}$/.test(text) || text.startsWith('//'))
    return { kind: 'skip', line, text }
  if (text.length > MAX_LINE) return { kind: 'malformed', line, text: text.slice(0, MAX_LINE), reason: 'too long' }
  // Bullets some lists put before each line (`* 4 Pikachu`, `- 4 Pikachu`, `• 4 Pikachu`).
  const body = text.replace(/^(?:[*•\-–]\s*)+(?=\d)/, '').replace(/^#+\s*/, '')

  const heading = /^([^\d:()]+?)\s*(?:[:\-–]\s*(\d+)|\(\s*(\d+)\s*\)|:)?\s*$/.exec(body)
  if (heading) {
    const words = normalizeName(heading[1]!)
    const count = heading[2] ?? heading[3]
    if (/^total( cards?)?$/.test(words))
      return count === undefined
        ? { kind: 'malformed', line, text, reason: 'a total without a number' }
        : { kind: 'total', line, text, count: Number(count) }
    for (const [re, section] of SECTION_WORDS)
      if (re.test(words)) return { kind: 'section', line, text, section, ...(count ? { count: Number(count) } : {}) }
  }

  const card = /^(\d+)\s*[x×]?\s+(\S.*)$/i.exec(body)
  if (!card) return { kind: 'malformed', line, text, reason: 'not "count name set number"' }
  const count = Number(card[1])
  let rest = card[2]!.replace(PRINT_MARKS, '').trim()
  // `Charmander (MEW 4)` and `Charmander [MEW] 4` are written by some sites.
  rest = rest.replace(/\s*[([]\s*([^()[\]]+?)\s*[)\]]\s*(\S*)$/, (_, inner: string, after: string) =>
    ` ${inner} ${after}`.trimEnd(),
  )
  const words = rest.split(' ').filter((w) => w !== '')
  if (words.length >= 3 && CODE.test(words.at(-2)!) && NUMBER.test(words.at(-1)!)) {
    return {
      kind: 'card',
      line,
      text,
      count,
      name: words.slice(0, -2).join(' '),
      code: words.at(-2)!,
      number: words.at(-1)!,
    }
  }
  if (words.length === 0) return { kind: 'malformed', line, text, reason: 'no card name' }
  return { kind: 'card', line, text, count, name: words.join(' ') }
}
