import {
  ApiRequestError,
  CliError,
  Command,
  UsageError,
  action,
  parseId,
  passwordOptions,
  passwordRequested,
  readPassword,
  type CommandContext,
  type PasswordOptions,
} from '../../../cli/src/sdk.js'
import { ACCOUNT_PASSWORD_TOO_SHORT, checkPassword } from '../../../backend/core/shared/rules.js'
import type { AdminDto, CreatorDto } from '../shared/types.js'

/** What the admin commands share between creators and admins. */
export interface Account {
  id: number
  name: string
  email: string
  isActive: boolean
}

export interface AccountKind<T extends Account> {
  /** 'creator' or 'admin', as the messages say it. */
  noun: 'creator' | 'admin'
  /** Base path: /api/admin/creators or /api/admin/management (docs/api/admin.md). */
  basePath: string
  /** react-admin resource that reads one account: creators or admins. */
  resource: string
  /** The key the API answers the account under: data.creator or data.admin. */
  key: 'creator' | 'admin'
  /** Turns an answer's account into the printed one. */
  describe: (account: T) => string
}

/** One account as stored (for partial updates and confirmation prompts); 404 → '<Noun> not found'. */
export async function fetchAccount<T extends Account>(ctx: CommandContext<unknown>, kind: AccountKind<T>, id: string) {
  try {
    return await ctx.api.get<T>(`/api/resources/${kind.resource}/${id}`)
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404)
      throw new CliError(`${capitalize(kind.noun)} not found`)
    throw error
  }
}

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** `activate <id>` and `deactivate <id>`: PATCH <base>/<id>/toggle-active { isActive }. */
export function activationCommands<T extends Account>(kind: AccountKind<T>) {
  return ([true, false] as const).map((isActive) =>
    new Command(isActive ? 'activate' : 'deactivate')
      .description(
        isActive
          ? `Reactivate a ${kind.noun}: they can sign in again`
          : `Deactivate a ${kind.noun}: they lose access until reactivated`
      )
      .argument('<id>', `${kind.noun} id`, parseId)
      .action(
        action(async (ctx) => {
          const answer = await ctx.api.patch<{ data: Record<string, T> }>(
            `${kind.basePath}/${ctx.args[0]}/toggle-active`,
            { isActive }
          )
          const account = answer.data[kind.key]
          ctx.out.result({ [kind.key]: account }, () =>
            ctx.out.success(`${isActive ? 'Activated' : 'Deactivated'} ${kind.noun} ${kind.describe(account)}`)
          )
        })
      )
  )
}

/** `delete <id> [--yes]`: asks first unless --yes (and refuses without a terminal to ask). */
export function deleteCommand<T extends Account>(kind: AccountKind<T>, consequence: string) {
  return new Command('delete')
    .description(`Delete a ${kind.noun} for good (asks for confirmation unless --yes)`)
    .argument('<id>', `${kind.noun} id`, parseId)
    .option('-y, --yes', 'do not ask for confirmation')
    .action(
      action<{ yes?: boolean }>(async (ctx) => {
        const id = ctx.args[0]
        const account = await fetchAccount(ctx, kind, id)
        if (!ctx.opts.yes) {
          const confirmed = await ctx.prompt.confirm({
            message: `Delete ${kind.noun} ${kind.describe(account)}? ${consequence}`,
            flag: '--yes',
          })
          if (!confirmed) throw new CliError('Cancelled: nothing was deleted')
        }
        await ctx.api.delete(`${kind.basePath}/${id}`)
        ctx.out.result({ success: true, deleted: { id: account.id, name: account.name, email: account.email } }, () =>
          ctx.out.success(`Deleted ${kind.noun} ${kind.describe(account)}`)
        )
      })
    )
}

export const statusLabel = (account: Account, style: CommandContext<unknown>['out']['style']) =>
  account.isActive ? style.green('active') : style.yellow('inactive')

export const CREATORS: AccountKind<CreatorDto> = {
  noun: 'creator',
  basePath: '/api/admin/creators',
  resource: 'creators',
  key: 'creator',
  describe: (creator) => `${creator.name} <${creator.email}> (id ${creator.id})`,
}

export const ADMINS: AccountKind<AdminDto> = {
  noun: 'admin',
  basePath: '/api/admin/management',
  resource: 'admins',
  key: 'admin',
  describe: (admin) => `${admin.name} <${admin.email}> (id ${admin.id})`,
}

/** TikTok usernames are typed with or without '@'; the create call wants it with (docs/api/admin.md). */
export const withAt = (username: string) => (username.startsWith('@') ? username : `@${username}`)

/** The kernel's short password rule, checked at the prompt too so a short password is retyped rather than failing the whole command. */
export const passwordRule = (value: string) =>
  checkPassword(value, { rule: 'short', message: ACCOUNT_PASSWORD_TOO_SHORT }) ?? true

/** The fields an `update <id>` command can change; each command offers some of them. */
export interface UpdateFields {
  name?: string
  email?: string
  tiktok?: string
  active?: boolean
}

interface UpdateCommandSpec {
  description: string
  /** The id argument's help, e.g. 'creator id'. */
  idHelp: string
  /** The fields' options as [flags, help]; `--password-stdin` is added after them. */
  options: [flags: string, help: string][]
  passwordHelp: string
  /** Sends the change: `password` is set only when one was asked for. */
  update: (ctx: CommandContext<UpdateFields>, id: string, fields: UpdateFields, password?: string) => Promise<void>
}

/** `update <id>` with its field options: refuses an empty change, reads a requested new password, then calls `update`. */
export function updateCommand(spec: UpdateCommandSpec) {
  const command = new Command('update').description(spec.description).argument('<id>', spec.idHelp, parseId)
  for (const [flags, help] of spec.options) command.option(flags, help)
  const fieldNames = [...new Set(command.options.map((option) => option.attributeName()))] as (keyof UpdateFields)[]
  const fieldFlags = command.options.map((option) => option.long).join(', ')
  return passwordOptions(command, spec.passwordHelp).action(
    action<UpdateFields & PasswordOptions>(async (ctx) => {
      const fields: UpdateFields = Object.fromEntries(fieldNames.map((name) => [name, ctx.opts[name]]))
      const requested = passwordRequested(ctx.opts)
      if (Object.values(fields).every((value) => value === undefined) && !requested) {
        throw new UsageError(`Nothing to update: pass ${fieldFlags} or --password-stdin`)
      }
      const password = requested ? await readPassword(ctx, { message: 'New password', env: false }) : undefined
      await spec.update(ctx, ctx.args[0], fields, password)
    })
  )
}
