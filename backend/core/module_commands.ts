import type { BaseCommand } from '@adonisjs/core/ace'
import type { CommandMetaData } from '@adonisjs/core/types/ace'
import type { BackendModule } from './modules.js'

/**
 * An ace commands loader for the enabled modules' `commands` (adonisrc.ts hands it the module
 * list, as the provider does for the rest): ace lists them in `node ace` and runs them by name.
 */
export function moduleCommands(modules: readonly BackendModule[]) {
  let loaded: Promise<Map<string, typeof BaseCommand>> | undefined
  const commands = () =>
    (loaded ??= Promise.all(
      modules.flatMap((module) => module.commands ?? []).map(async (load) => (await load()).default)
    ).then((list) => new Map(list.map((command) => [command.commandName, command]))))
  return {
    async getMetaData(): Promise<CommandMetaData[]> {
      return [...(await commands()).values()].map((command) => command.serialize())
    },
    async getCommand(metaData: CommandMetaData) {
      return (await commands()).get(metaData.commandName) ?? null
    },
  }
}
