/**
 * The public entry for module commands (`modules/<name>/cli/*.ts`): import everything from here,
 * e.g. `import { Command, action, defineCliModule } from '../../../cli/src/sdk.js'`.
 */
export { Command, Option, Argument, InvalidArgumentError } from 'commander'
export { defineCliModule, type CliModule, type CliShell } from './manifest.js'
export { contribute, extensionPoint, type ExtensionPoint } from '../../backend/core/shared/extensions.js'
export { action, parseId, parsePositiveInt, type CommandContext, type GlobalOptions } from './context.js'
export { ApiClient, ApiRequestError, NOT_SIGNED_IN, type RequestOptions } from './api.js'
export { CliError, UsageError, EXIT } from './errors.js'
export { Output, formatDate, type Column } from './output.js'
export { Prompter } from './prompts.js'
export {
  passwordOptions,
  passwordRequested,
  readPassword,
  readStdin,
  PASSWORD_ENV,
  visibleFlagWarning,
  type AskPassword,
  type PasswordOptions,
} from './passwords.js'
export { accountOptions, promptAccount, type AccountOptions } from './accounts.js'
export { createProgress, forEachWithProgress, type Progress } from './progress.js'
export { openOutput } from './output_file.js'
export type { CliIo } from './io.js'
export { describeUser, type SessionUser } from './session.js'
