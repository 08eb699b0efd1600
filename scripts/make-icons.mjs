// @ts-check
// Draws the Coinflip icon (a two-tone gold coin with a star, on card-table felt) and writes the PWA icons
// into public/. No ImageMagick needed: shapes are rasterised here with 4x4 supersampling and written as
// PNG with zlib. The output is deterministic, so re-running it gives byte-identical files.
//
//   node scripts/make-icons.mjs        (npm run icons)
//
// Writes: pwa-192.png, pwa-512.png (purpose "any", rounded felt tile), pwa-maskable-512.png (full-bleed,
// coin inside the 80 % safe circle), apple-touch-icon.png (180, full-bleed; iOS rounds it), favicon.svg.
import { deflateSync } from 'node:zlib'
import { writeFileSync, mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import path from 'node:path'

const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public')

/** @typedef {[number, number, number, number]} RGBA  straight alpha, 0..1 */
/** @typedef {{ tile: 'rounded' | 'full', coin: number }} Layout  coin = coin radius as a fraction of the size */

export const COLORS = {
  feltInner: '#22744b',
  feltOuter: '#0d3a25',
  rimDark: '#a8670f',
  rimLight: '#d99a24',
  faceLight: '#fbd25a',
  faceDark: '#e6a727',
  ring: '#b57613',
  star: '#fff6d8',
  starEdge: '#9a5c0c',
}

/** @param {string} hex @returns {[number, number, number]} */
function rgb(hex) {
  const n = parseInt(hex.slice(1), 16)
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255]
}
/** @param {number} a @param {number} b @param {number} t */
const mix = (a, b, t) => a + (b - a) * t

/**
 * Five-pointed star polygon (point up), centred at (cx, cy).
 * @param {number} cx @param {number} cy @param {number} outer @param {number} inner
 * @returns {[number, number][]}
 */
function starPoints(cx, cy, outer, inner) {
  /** @type {[number, number][]} */
  const pts = []
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? outer : inner
    const a = -Math.PI / 2 + (i * Math.PI) / 5
    pts.push([cx + r * Math.cos(a), cy + r * Math.sin(a)])
  }
  return pts
}

/** @param {number} x @param {number} y @param {[number, number][]} poly */
function inPolygon(x, y, poly) {
  let inside = false
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = /** @type {[number, number]} */ (poly[i])
    const [xj, yj] = /** @type {[number, number]} */ (poly[j])
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}

/**
 * Signed distance to a rounded square covering [0,1]^2 with corner radius r (negative inside).
 * @param {number} x @param {number} y @param {number} r
 */
function roundedSquareDist(x, y, r) {
  const qx = Math.abs(x - 0.5) - (0.5 - r)
  const qy = Math.abs(y - 0.5) - (0.5 - r)
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r
}

/**
 * The scene in unit coordinates: returns the colour at (x, y) in [0,1]^2.
 * @param {Layout} layout
 * @returns {(x: number, y: number) => RGBA}
 */
function scene(layout) {
  const R = layout.coin
  const cx = 0.5
  const cy = 0.5
  const face = R * 0.84
  const ring = R * 0.74
  const star = starPoints(cx, cy + R * 0.02, R * 0.5, R * 0.21)
  const starEdge = starPoints(cx, cy + R * 0.02, R * 0.58, R * 0.26)
  const feltIn = rgb(COLORS.feltInner)
  const feltOut = rgb(COLORS.feltOuter)
  /** @type {Record<keyof typeof COLORS, [number, number, number]>} */
  const c = {
    feltInner: feltIn,
    feltOuter: feltOut,
    rimDark: rgb(COLORS.rimDark),
    rimLight: rgb(COLORS.rimLight),
    faceLight: rgb(COLORS.faceLight),
    faceDark: rgb(COLORS.faceDark),
    ring: rgb(COLORS.ring),
    star: rgb(COLORS.star),
    starEdge: rgb(COLORS.starEdge),
  }
  return (x, y) => {
    if (layout.tile === 'rounded' && roundedSquareDist(x, y, 0.22) > 0) return [0, 0, 0, 0]
    // felt: radial gradient
    const t = Math.min(1, Math.hypot(x - 0.5, y - 0.42) / 0.75)
    /** @type {[number, number, number]} */
    let col = [mix(feltIn[0], feltOut[0], t * t), mix(feltIn[1], feltOut[1], t * t), mix(feltIn[2], feltOut[2], t * t)]
    // soft shadow under the coin
    const sd = Math.hypot((x - cx) / 1.0, (y - cy - R * 0.12) / 0.92) / R
    if (sd < 1.25) {
      const a = 0.45 * Math.min(1, (1.25 - sd) / 0.3)
      col = [col[0] * (1 - a), col[1] * (1 - a), col[2] * (1 - a)]
    }
    const d = Math.hypot(x - cx, y - cy)
    if (d <= R) {
      const ang = Math.atan2(y - cy, x - cx)
      if (d > face) {
        // reeded rim: alternating light and dark ridges
        const ridge = Math.floor(((ang + Math.PI) / (2 * Math.PI)) * 64) % 2
        col = ridge ? c.rimDark : c.rimLight
      } else if (d > ring && d < ring + R * 0.04) {
        col = c.ring
      } else {
        // two-tone face split on the diagonal: light upper-left, darker lower-right
        col = x - cx + (y - cy) < 0 ? c.faceLight : c.faceDark
        if (inPolygon(x, y, starEdge)) col = c.starEdge
        if (inPolygon(x, y, star)) col = c.star
      }
    }
    return [col[0], col[1], col[2], 1]
  }
}

/** Rasterise with SS x SS supersampling into RGBA bytes. @param {number} size @param {Layout} layout */
function render(size, layout) {
  const SS = 4
  const shade = scene(layout)
  const px = Buffer.alloc(size * size * 4)
  for (let j = 0; j < size; j++) {
    for (let i = 0; i < size; i++) {
      let r = 0
      let g = 0
      let b = 0
      let a = 0
      for (let sy = 0; sy < SS; sy++) {
        for (let sx = 0; sx < SS; sx++) {
          const [cr, cg, cb, ca] = shade((i + (sx + 0.5) / SS) / size, (j + (sy + 0.5) / SS) / size)
          r += cr * ca
          g += cg * ca
          b += cb * ca
          a += ca
        }
      }
      const o = (j * size + i) * 4
      const n = SS * SS
      px[o] = a ? Math.round((r / a) * 255) : 0
      px[o + 1] = a ? Math.round((g / a) * 255) : 0
      px[o + 2] = a ? Math.round((b / a) * 255) : 0
      px[o + 3] = Math.round((a / n) * 255)
    }
  }
  return px
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
/** @param {Buffer} buf */
function crc32(buf) {
  let c = 0xffffffff
  for (const byte of buf) c = /** @type {number} */ (CRC_TABLE[(c ^ byte) & 255]) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
/** @param {string} type @param {Buffer} data */
function chunk(type, data) {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([len, body, crc])
}
/** @param {number} size @param {Buffer} rgba */
export function encodePng(size, rgba) {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(size, 0)
  ihdr.writeUInt32BE(size, 4)
  ihdr[8] = 8 // bit depth
  ihdr[9] = 6 // RGBA
  const raw = Buffer.alloc(size * (size * 4 + 1))
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0 // filter: none
    rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4)
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** The same drawing as SVG, for the favicon (and anywhere a vector is handy). */
export function svgIcon() {
  const R = 0.4 * 64
  const c = 32
  const pts = (/** @type {number} */ outer, /** @type {number} */ inner) =>
    starPoints(c, c + R * 0.02, outer, inner)
      .map(([x, y]) => `${x.toFixed(2)},${y.toFixed(2)}`)
      .join(' ')
  const ridges = Array.from({ length: 32 }, (_, i) => {
    const a0 = (i * 2 * Math.PI) / 32
    const a1 = a0 + Math.PI / 32
    const p = (/** @type {number} */ a) => `${(c + R * Math.cos(a)).toFixed(2)},${(c + R * Math.sin(a)).toFixed(2)}`
    return `<path d="M${c},${c}L${p(a0)}A${R},${R} 0 0 1 ${p(a1)}Z"/>`
  }).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<defs><radialGradient id="f" cx="50%" cy="42%" r="75%"><stop offset="0" stop-color="${COLORS.feltInner}"/><stop offset="1" stop-color="${COLORS.feltOuter}"/></radialGradient></defs>
<rect width="64" height="64" rx="14" fill="url(#f)"/>
<circle cx="${c}" cy="${c}" r="${R}" fill="${COLORS.rimLight}"/>
<g fill="${COLORS.rimDark}">${ridges}</g>
<circle cx="${c}" cy="${c}" r="${R * 0.84}" fill="${COLORS.faceDark}"/>
<path d="M${c - R * 0.84 * Math.SQRT1_2},${c + R * 0.84 * Math.SQRT1_2}A${R * 0.84},${R * 0.84} 0 0 1 ${c + R * 0.84 * Math.SQRT1_2},${c - R * 0.84 * Math.SQRT1_2}Z" fill="${COLORS.faceLight}"/>
<circle cx="${c}" cy="${c}" r="${R * 0.76}" fill="none" stroke="${COLORS.ring}" stroke-width="${R * 0.04}"/>
<polygon points="${pts(R * 0.58, R * 0.26)}" fill="${COLORS.starEdge}"/>
<polygon points="${pts(R * 0.5, R * 0.21)}" fill="${COLORS.star}"/>
</svg>
`
}

/** @type {{ file: string, size: number, layout: Layout }[]} */
const TARGETS = [
  { file: 'pwa-192.png', size: 192, layout: { tile: 'rounded', coin: 0.36 } },
  { file: 'pwa-512.png', size: 512, layout: { tile: 'rounded', coin: 0.36 } },
  // maskable: the safe zone is a circle of radius 0.4; the coin plus its shadow stays inside it
  { file: 'pwa-maskable-512.png', size: 512, layout: { tile: 'full', coin: 0.3 } },
  { file: 'apple-touch-icon.png', size: 180, layout: { tile: 'full', coin: 0.36 } },
]

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  mkdirSync(OUT, { recursive: true })
  for (const { file, size, layout } of TARGETS) {
    const png = encodePng(size, render(size, layout))
    writeFileSync(path.join(OUT, file), png)
    console.log(`public/${file}  ${size}x${size}  ${png.length} bytes`)
  }
  writeFileSync(path.join(OUT, 'favicon.svg'), svgIcon())
  console.log('public/favicon.svg')
}
