import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { dirname, join } from 'node:path'
import type { CliIo } from './io.js'

export const DEFAULT_SERVER = 'http://localhost:3333'

/** Who the stored token belongs to (for messages such as `logout`'s). */
export interface StoredUser {
  id: number
  email: string
  name: string
  role: string
}

export interface Session {
  token: string
  user?: StoredUser
  savedAt: string
}

/** config.json: the last server signed in to, and one session per server (a token only goes to its server). */
export interface ConfigFile {
  server?: string
  sessions: Record<string, Session>
}

/**
 * The config folder: `POWERDECK_CONFIG_DIR` (tests, portable setups), else the OS config dir:
 * `%APPDATA%\powerdeck` on Windows, `$XDG_CONFIG_HOME/powerdeck` or `~/.config/powerdeck` elsewhere.
 */
export function configDir(env: CliIo['env']) {
  if (env.POWERDECK_CONFIG_DIR) return env.POWERDECK_CONFIG_DIR
  if (process.platform === 'win32' && env.APPDATA) return join(env.APPDATA, 'powerdeck')
  return join(env.XDG_CONFIG_HOME || join(env.HOME || homedir(), '.config'), 'powerdeck')
}

/** Reads and writes config.json; the file holds tokens, so it is written 0600 in a 0700 folder. */
export class ConfigStore {
  readonly file: string

  constructor(
    env: CliIo['env'],
    private readonly warn: (message: string) => void = () => {}
  ) {
    this.file = join(configDir(env), 'config.json')
  }

  read(): ConfigFile {
    let raw: string
    try {
      raw = readFileSync(this.file, 'utf8')
    } catch {
      return { sessions: {} }
    }
    try {
      const parsed = JSON.parse(raw) as Partial<ConfigFile>
      return { server: parsed.server, sessions: parsed.sessions ?? {} }
    } catch {
      this.warn(`Ignoring ${this.file}: it is not valid JSON (the next login rewrites it)`)
      return { sessions: {} }
    }
  }

  write(config: ConfigFile) {
    mkdirSync(dirname(this.file), { recursive: true, mode: 0o700 })
    const temporary = `${this.file}.${process.pid}.tmp`
    writeFileSync(temporary, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 })
    chmodSync(temporary, 0o600) // the umask may have narrowed or the file pre-existed
    renameSync(temporary, this.file)
  }

  session(server: string): Session | undefined {
    return this.read().sessions[server]
  }

  saveSession(server: string, session: Omit<Session, 'savedAt'>) {
    const config = this.read()
    config.server = server
    config.sessions[server] = { ...session, savedAt: new Date().toISOString() }
    this.write(config)
  }

  /** Forgets the server's token; returns whether there was one. */
  clearSession(server: string) {
    const config = this.read()
    if (!config.sessions[server]) return false
    delete config.sessions[server]
    this.write(config)
    return true
  }
}
