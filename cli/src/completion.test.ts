import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Command } from 'commander'
import { describe, expect, test } from 'vitest'
import { buildProgram } from './program.js'
import { processIo } from './io.js'
import { runCli, tempDir } from '../tests/helpers.js'

async function script(shell: 'bash' | 'zsh') {
  const result = await runCli(['completion', shell])
  expect(result.code, result.stderr).toBe(0)
  expect(result.stderr).toBe('')
  const file = join(tempDir('completion-'), `powerdeck.${shell}`)
  writeFileSync(file, result.stdout)
  return { text: result.stdout, file }
}

/** What the bash function offers for the words typed so far (the last one being completed). */
function complete(file: string, words: string[]) {
  const quoted = words.map((word) => `'${word}'`).join(' ')
  const run = spawnSync(
    'bash',
    [
      '-c',
      `source '${file}'; COMP_WORDS=(${quoted}); COMP_CWORD=${words.length - 1}; _powerdeck; echo "\${COMPREPLY[*]}"`,
    ],
    {
      encoding: 'utf8',
    }
  )
  expect(run.stderr).toBe('')
  return run.stdout.trim()
}

function commandPaths(command: Command, prefix = ''): string[] {
  return command.commands.flatMap((sub) => {
    const path = prefix ? `${prefix} ${sub.name()}` : sub.name()
    return [path, ...commandPaths(sub, path)]
  })
}

describe('powerdeck completion', () => {
  test('bash: a valid script (bash -n) listing every command and subcommand of the program', async () => {
    const { text, file } = await script('bash')
    const syntax = spawnSync('bash', ['-n', file], { encoding: 'utf8' })
    expect(syntax.status, syntax.stderr).toBe(0)
    expect(text).toContain('complete -F _powerdeck powerdeck')
    const paths = commandPaths(await buildProgram(processIo()))
    expect(paths).toEqual(
      expect.arrayContaining(['login', 'creators list', 'account 2fa disable', 'live driver', 'completion', 'help'])
    )
    for (const path of paths) expect(text, path).toContain(`    "${path}") commands=`)
  })

  test('bash: it completes commands, subcommands, options, their values and help topics', async () => {
    const { file } = await script('bash')
    expect(complete(file, ['powerdeck', 'cre'])).toBe('creators')
    expect(complete(file, ['powerdeck', 'creators', ''])).toBe(
      'list create import update activate deactivate delete impersonate stats'
    )
    expect(complete(file, ['powerdeck', 'creators', 'list', '--st'])).toBe('--status')
    expect(complete(file, ['powerdeck', 'creators', 'list', '--status', ''])).toBe('all active inactive')
    expect(complete(file, ['powerdeck', '--server', 'http://pd.example.com', 'live', 'driver', ''])).toBe(
      'simulator tiktok'
    )
    expect(complete(file, ['powerdeck', 'completion', ''])).toBe('bash zsh')
    expect(complete(file, ['powerdeck', 'help', 'creators', 'l'])).toBe('list')
    expect(complete(file, ['powerdeck', 'account', '2fa', ''])).toBe('enable disable')
    // The deprecated --password is not offered; --password-stdin is.
    expect(complete(file, ['powerdeck', 'login', '--pass'])).toBe('--password-stdin')
    expect(complete(file, ['powerdeck', 'login', '--email', ''])).toBe('')
  })

  test('zsh: the same completion function, loaded through bashcompinit', async () => {
    const bash = (await script('bash')).text
    const { text, file } = await script('zsh')
    expect(text).toContain('autoload -U +X bashcompinit && bashcompinit')
    const functionOf = (script: string) => script.slice(script.indexOf('_powerdeck_node() {'))
    expect(functionOf(text)).toBe(functionOf(bash))
    const zsh = spawnSync('zsh', ['-n', file], { encoding: 'utf8' })
    // zsh is not installed everywhere; where it is, the script must parse.
    if (!zsh.error) expect(zsh.status, zsh.stderr).toBe(0)
  })

  test('--json wraps the script: { shell, script }', async () => {
    const result = await runCli(['completion', 'bash', '--json'])
    expect(result.code).toBe(0)
    expect(result.json()).toEqual({ shell: 'bash', script: (await script('bash')).text })
  })

  test('an unknown shell is a usage error', async () => {
    const result = await runCli(['completion', 'fish'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain(
      "error: command-argument value 'fish' is invalid for argument 'shell'. Allowed choices are bash, zsh."
    )
  })
})
