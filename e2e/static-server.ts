// A tiny static server for dist/, used by the update-flow test: it can publish a "new version" of the service
// worker (the same script plus a comment), which `vite preview` cannot do and Playwright's routing cannot fake
// (the browser's fetch of a service-worker script is not routed).
import { createServer, type Server } from 'node:http'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { AddressInfo } from 'node:net'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
}

export interface DistServer {
  url: string
  /** Change what /sw.js serves: version 0 is the file as built, any other number appends a comment. */
  setSwVersion(version: number): void
  close(): Promise<void>
}

export async function serveDist(dir = 'dist'): Promise<DistServer> {
  const root = path.resolve(dir)
  let swVersion = 0
  const server: Server = createServer((req, res) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
      let file = path.join(root, pathname === '/' ? 'index.html' : pathname)
      if (!file.startsWith(root)) file = path.join(root, 'index.html')
      let body: Buffer
      try {
        body = await readFile(file)
      } catch {
        file = path.join(root, 'index.html') // SPA fallback
        body = await readFile(file)
      }
      if (pathname === '/sw.js' && swVersion) body = Buffer.concat([body, Buffer.from(`\n// version ${swVersion}\n`)])
      res.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-cache',
      })
      res.end(body)
    })().catch(() => {
      res.writeHead(500)
      res.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    setSwVersion: (v) => void (swVersion = v),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
