import router from '@adonisjs/core/services/router'
import { about, sourceArchive, sourceFolderName, thirdPartyNotices } from './about.js'

/** Public, no sign-in: every user of the network service may get the running version's source. */
export function registerAboutRoutes() {
  router.get('/api/about', () => ({ success: true, ...about() })).as('core.about')
  router.get('/api/about/source', ({ response }) => response.redirect(about().sourceUrl)).as('core.about.source')
  router
    .get('/api/about/source.tar.gz', async ({ response }) => {
      response.header('Content-Type', 'application/gzip')
      response.attachment(await sourceArchive(), `${sourceFolderName()}.tar.gz`)
    })
    .as('core.about.source_archive')
  router
    .get('/api/about/notices.txt', async ({ response }) => {
      response.header('Content-Type', 'text/plain; charset=utf-8')
      response.download(await thirdPartyNotices())
    })
    .as('core.about.notices')
}
