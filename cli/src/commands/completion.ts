import { Argument, Command } from 'commander'
import { action } from '../context.js'
import { COMPLETION_SHELLS, completionScript, type CompletionShell } from '../completion.js'

export function completionCommand() {
  return new Command('completion')
    .description('Print the shell completion script (commands, subcommands, options and their values)')
    .addArgument(new Argument('<shell>', 'bash or zsh').choices(COMPLETION_SHELLS))
    .addHelpText(
      'after',
      "\nLoad it from your shell profile:\n  $ echo 'source <(powerdeck completion bash)' >> ~/.bashrc\n  $ echo 'source <(powerdeck completion zsh)' >> ~/.zshrc"
    )
    .action(
      action(async (ctx) => {
        const shell = ctx.args[0] as CompletionShell
        const script = completionScript(ctx.program, shell)
        if (ctx.json) ctx.out.json({ shell, script })
        else ctx.io.stdout.write(script)
      })
    )
}
