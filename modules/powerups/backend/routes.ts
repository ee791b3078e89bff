import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const PowerupsController = () => import('./controllers/powerups_controller.js')
const UndoController = () => import('./controllers/undo_controller.js')
const TransferController = () => import('./controllers/transfer_controller.js')
const HistoryExportController = () => import('./controllers/history_export_controller.js')

export default function powerupsRoutes() {
  router
    .group(() => {
      // Idempotency-Key honoured (docs/api/core.md "Idempotency-Key"): the kiosk's offline queue resends with it.
      router.post('grant', [PowerupsController, 'grant']).use(middleware.idempotent()).as('powerups.powerups.grant')
      router.post('use', [PowerupsController, 'use']).use(middleware.idempotent()).as('powerups.powerups.use')
      router.post('bulk-grant', [TransferController, 'bulkGrant']).as('powerups.powerups.bulkGrant')
      router.post('bulk-expire', [TransferController, 'bulkExpire']).as('powerups.powerups.bulkExpire')
    })
    .prefix('/api/players/powerups')
    .use(middleware.actor())

  // Players and their balances in one file: here, as it writes both (players never imports powerups).
  router
    .post('/api/players/import', [TransferController, 'import'])
    .use(middleware.actor())
    .as('powerups.transfer.import')

  router.get('/api/powerups/stats', [PowerupsController, 'stats']).use(middleware.actor()).as('powerups.stats.show')

  // Undo and remove (issue 15), the history export; the settings: the team reads, the creator (or an impersonating admin) saves.
  const team = middleware.actor()
  router
    .group(() => {
      router.get('players/:playerId/history', [UndoController, 'history']).use(team).as('powerups.history.show')
      router.get('history/export', [HistoryExportController, 'export']).use(team).as('powerups.history.export')
      router.post('ledger/:entry/undo', [UndoController, 'undo']).use(team).as('powerups.ledger.undo')
      router.post('holdings/:holdingId/remove', [UndoController, 'remove']).use(team).as('powerups.holdings.remove')
      router.get('settings', [UndoController, 'settings']).use(team).as('powerups.settings.show')
      router
        .put('settings', [UndoController, 'updateSettings'])
        .use(middleware.actor({ roles: ['CREATOR'] }))
        .as('powerups.settings.update')
    })
    .prefix('/api/powerups')
}
