import { createReadStream, existsSync, statSync } from 'node:fs'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import router from '@adonisjs/core/services/router'
import app from '@adonisjs/core/services/app'
import env from '#start/env'
import { ApiError } from './api_error.js'
import { INPUT_MESSAGES } from './validation.js'
import { CORE_ERRORS } from '../shared/error_codes.js'

/** The request path decoded; a malformed escape (`/%E0%A4%A`) is bad input, not a server error. */
function decodedPath(url: string) {
  try {
    return decodeURIComponent(url)
  } catch {
    throw new ApiError(400, INPUT_MESSAGES.badPath, CORE_ERRORS.input_bad_path)
  }
}

/** The built frontend: WEB_DIST, else build/web beside the app (built app) or the repo (dev). */
export function webDist(): string | null {
  const appRoot = fileURLToPath(app.appRoot)
  const candidates = [env.get('WEB_DIST'), join(appRoot, '../web'), join(appRoot, '../build/web')]
  return candidates.find((dir): dir is string => !!dir && existsSync(join(dir, 'index.html'))) ?? null
}

/** Encodings the build writes beside each text asset (frontend/precompress.ts), best first. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
]

/** The precompressed copy of `file` the client accepts, if the build wrote one. */
function precompressedCopy(file: string, acceptEncoding: string | undefined) {
  const accepted = (acceptEncoding ?? '').split(',').map((part) => part.trim().split(';')[0])
  return PRECOMPRESSED.filter(({ encoding }) => accepted.includes(encoding))
    .map(({ encoding, suffix }) => ({ encoding, path: file + suffix }))
    .find(({ path }) => existsSync(path))
}

/** Serves the SPA on the API's port: files as they are, a missing /assets/ file 404, any other path index.html. */
export function registerWebRoutes() {
  router
    .any('/api/*', () => {
      throw new ApiError(404, 'Unknown API route', CORE_ERRORS.unknown_route)
    })
    .as('core.api.unknown')

  router
    .get('*', ({ request, response }) => {
      const dist = webDist()
      if (!dist) {
        return response.status(503).send('The web app is not built yet. Run `npm run build`, or use `npm start`.')
      }
      const root = resolve(dist)
      const file = normalize(join(root, decodedPath(request.url())))
      // Inside the web app's folder only: `startsWith(root)` alone let `/%2e%2e/web-backup/…` reach a sibling folder.
      const isAsset = file.startsWith(root + sep) && existsSync(file) && statSync(file).isFile()
      const inAssets = file.startsWith(join(root, 'assets/'))
      // A missing build file is not a page: index.html as a script or stylesheet breaks the page quietly.
      if (inAssets && !isAsset) return response.status(404).type('text/plain').send('Not found')
      if (inAssets) {
        response.header('Cache-Control', 'public, max-age=31536000, immutable')
        response.header('Vary', 'Accept-Encoding')
        const copy = precompressedCopy(file, request.header('accept-encoding'))
        if (copy) {
          response.type(extname(file))
          response.header('Content-Encoding', copy.encoding)
          response.header('Content-Length', statSync(copy.path).size)
          return response.stream(createReadStream(copy.path))
        }
      } else {
        // index.html, and the service worker (/sw.js) with it: revalidated at every load, so a new
        // build is found at once (the worker then offers it: frontend/src/pwa/register.ts).
        response.header('Cache-Control', 'no-cache')
      }
      return response.download(isAsset ? file : join(root, 'index.html'))
    })
    .as('core.web')
}
