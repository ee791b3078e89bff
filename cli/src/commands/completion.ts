import { Argument, Command } from 'commander'
import { action } from '../context.js'
import { COMPLETION_SHELLS, completionScript, type CompletionShell } from '../completion.js'

export function completionCommand() {
  return new Command('completion')
    .description('Print the shell completion script (commands, subcommands, options and their values)')
    .addArgument(new Argument('<shell>', 'bash or zsh').choices(COMPLETION_SHELLS))
    .addHelpText('after', '\nLoad it from your shell profile:\n  $ echo \'source <(powerdeck completion bash)\' >> ~/.bashrc\n  $ echo \'source <(powerdeck completion zsh)\' >> ~/.zshrc')
    .action(
      action(async (ctx) => {
        ctx.io.stdout.write(completionScript(ctx.program, ctx.args[0] as CompletionShell))
      })
    )
}
