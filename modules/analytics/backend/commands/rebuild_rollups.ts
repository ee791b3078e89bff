import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/** `node ace analytics:rebuild`: recomputes the daily rollups from the modules' own tables. */
export default class RebuildRollupsCommand extends BaseCommand {
  static commandName = 'analytics:rebuild'
  static description = 'Rebuild the analytics daily rollups (UTC days) from the recorded activity'
  static options: CommandOptions = { startApp: true }

  @flags.string({ description: 'First UTC day (YYYY-MM-DD); default: the first creator account day' })
  declare from?: string

  @flags.string({ description: 'Last UTC day, included (YYYY-MM-DD); default: today' })
  declare to?: string

  @flags.number({ description: 'Only this creator (user id)' })
  declare creator?: number

  async run() {
    const { rebuildPlan } = await import('../services/rebuild_plan.js')
    const { rebuildRollups } = await import('../services/rollups.js')
    const plan = await rebuildPlan({ from: this.from, to: this.to, creatorId: this.creator })
    if (plan.error !== undefined) {
      this.logger.error(plan.error)
      this.exitCode = 1
      return
    }
    this.logger.info(`Rebuilding ${plan.from} to ${plan.last}${plan.creatorId ? ` for creator ${plan.creatorId}` : ''}`)
    const { rows } = await rebuildRollups(plan, (done) =>
      this.logger.info(`  ${done.from} … ${done.to} done (${done.rows} creator-days so far)`)
    )
    this.logger.success(`Rebuilt ${rows} creator-days`)
  }
}
