import { Command } from '../../../../cli/src/sdk.js'
import { activationCommands, CREATORS, deleteCommand } from '../common.js'
import { listCreatorsCommand } from './list.js'
import { createCreatorCommand } from './create.js'
import { importCreatorsCommand } from './import.js'
import { updateCreatorCommand } from './update.js'
import { impersonateCreatorCommand } from './impersonate.js'
import { creatorStatsCommand } from './stats.js'

/** `powerdeck creators …` (admins only): the creator calls (docs/api/admin.md). */
export function creatorsCommand() {
  const group = new Command('creators')
    .description(
      'Manage creators (admins): list, create, import, update, activate, deactivate, delete, impersonate, stats'
    )
    .addCommand(listCreatorsCommand())
    .addCommand(createCreatorCommand())
    .addCommand(importCreatorsCommand())
    .addCommand(updateCreatorCommand())
  for (const command of activationCommands(CREATORS)) group.addCommand(command)
  return group
    .addCommand(
      deleteCommand(
        CREATORS,
        'This permanently removes the creator with their players, powerups, moderators and settings.'
      )
    )
    .addCommand(impersonateCreatorCommand())
    .addCommand(creatorStatsCommand())
}
