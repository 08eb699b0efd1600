/**
 * An arena run kept on disk (`npm run arena -- … --record FILE`), so a long run survives being stopped and goes on
 * where it stopped: a 1,000-game series of a searching agent takes hours of one core (docs/ai.md), more than one
 * session. Game n's seeds depend only on the run's seed and n (arena-seeds.ts), so games played in several sittings
 * are exactly the games one sitting would have played — as long as the agents' code did not change, which is why each
 * game records the commit it was played at and the summary names them.
 *
 * The file is JSON lines: a header with the run's settings (a resumed run must ask for the same ones), then one line
 * per finished game.
 */
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { execSync } from 'node:child_process'

export const RECORD_KIND = 'coinflip-arena-record'

/** The settings a run's games depend on; a record only continues under the same ones. */
export type RecordSettings = Record<string, unknown>

export interface ArenaRecord<R extends { game: number }> {
  /** Games already played, by game number. */
  readonly done: Map<number, R & { commit: string }>
  /** Append a finished game. */
  add(result: R): void
}

/**
 * Open (or start) the record at `path` for a run with these settings. Throws with a message naming the difference
 * when the file holds another run, or a line that is not a game of it (a corrupt file is reported, never overwritten).
 */
export function openRecord<R extends { game: number }>(
  path: string,
  settings: RecordSettings,
  commit: string,
): ArenaRecord<R> {
  const done = new Map<number, R & { commit: string }>()
  if (existsSync(path)) {
    let text = readFileSync(path, 'utf8')
    // A run killed in the middle of writing a line leaves it without its newline: that game is played again.
    if (!text.endsWith('\n')) {
      text = text.slice(0, text.lastIndexOf('\n') + 1)
      writeFileSync(path, text)
    }
    const lines = text.split('\n').filter((l) => l.trim() !== '')
    const header = parseLine(path, lines[0] ?? '', 1) as { kind?: unknown; settings?: unknown }
    if (header.kind !== RECORD_KIND) throw new Error(`${path} is not an arena record (its first line has no header)`)
    const differs = settingsDiffer(header.settings as RecordSettings, settings)
    if (differs) throw new Error(`${path} records another run: ${differs}. Use another file, or the same settings.`)
    lines.slice(1).forEach((line, i) => {
      const r = parseLine(path, line, i + 2) as R & { commit: string }
      if (!Number.isInteger(r.game)) throw new Error(`${path} line ${i + 2}: not a game result`)
      done.set(r.game, r)
    })
  } else {
    writeFileSync(path, JSON.stringify({ kind: RECORD_KIND, settings }) + '\n')
  }
  return {
    done,
    add(result) {
      const line = { ...result, commit }
      done.set(result.game, line)
      appendFileSync(path, JSON.stringify(line) + '\n')
    },
  }
}

function parseLine(path: string, line: string, n: number): unknown {
  try {
    return JSON.parse(line)
  } catch {
    throw new Error(`${path} line ${n} is not JSON (a run stopped mid-write? remove that line to go on)`)
  }
}

/** The first setting that differs between a record and this run, as "name: was X, now Y"; null when none. */
export function settingsDiffer(recorded: RecordSettings | undefined, now: RecordSettings): string | null {
  const keys = new Set([...Object.keys(recorded ?? {}), ...Object.keys(now)])
  for (const k of keys) {
    const [was, is] = [JSON.stringify(recorded?.[k]), JSON.stringify(now[k])]
    if (was !== is) return `${k}: recorded ${was ?? 'nothing'}, asked ${is ?? 'nothing'}`
  }
  return null
}

/** "abc1234 (600), def5678 (400)": the commits a record's games were played at, with how many games each. */
export function commitsOf(results: readonly { commit?: string }[]): Record<string, number> {
  const out: Record<string, number> = {}
  for (const r of results) if (r.commit) out[r.commit] = (out[r.commit] ?? 0) + 1
  return out
}

/**
 * The commit the agents' code is at ("-dirty" when src/ has changes not committed), so a record says which code
 * played each game; "unknown" outside a git checkout.
 */
export function codeVersion(): string {
  try {
    const head = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()
    const dirty = execSync('git status --porcelain -- src', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()
    return dirty ? `${head}-dirty` : head
  } catch {
    return 'unknown'
  }
}
