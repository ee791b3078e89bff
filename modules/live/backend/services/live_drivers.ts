import { readFileSync } from 'node:fs'
import env from '#start/env'
import type { LiveDriverName } from '../../shared/live.js'
import type { LiveDriver } from '../drivers/driver.js'
import type { ConnectionOverrides } from '../drivers/tiktok_driver.js'
import { SimulatorDriver } from '../drivers/simulator_driver.js'

/**
 * TikTok allows only a few connects per minute per IP; stay below it across all creators
 * (TIKTOK_CONNECTS_PER_MINUTE raises it for a sign-server plan or the local stand-in).
 */
export const TIKTOK_CONNECTS_PER_MINUTE = env.get('TIKTOK_CONNECTS_PER_MINUTE') ?? 5
/** TikTok sends room statistics every few seconds: a minute of silence is a dead socket. */
export const TIKTOK_STALL_TIMEOUT_MS = 60_000

/** The process's simulated platform (one for every creator using it). */
export const simulator = new SimulatorDriver()

let tiktok: LiveDriver | null = null

/**
 * Where the connector reaches TikTok when it is not TikTok itself (a local stand-in): `webHost`
 * (host:port) replaces TikTok's web and webcast hosts, `caFile` is an extra CA certificate (PEM)
 * the web client trusts. Undefined when neither is set.
 */
export function tiktokHostOverrides(target: { webHost?: string; caFile?: string }): ConnectionOverrides | undefined {
  const overrides: ConnectionOverrides = {}
  if (target.webHost) {
    overrides.webConfigOverrides = { TIKTOK_HOST_WEB: target.webHost, TIKTOK_HOST_WEBCAST: target.webHost }
  }
  if (target.caFile) {
    let certificateAuthority: Buffer
    try {
      certificateAuthority = readFileSync(target.caFile)
    } catch (error) {
      throw new Error(`TIKTOK_CA_FILE: cannot read ${target.caFile} (${(error as Error).message})`, { cause: error })
    }
    overrides.webClientOptions = { https: { certificateAuthority } } as ConnectionOverrides['webClientOptions']
  }
  return Object.keys(overrides).length ? overrides : undefined
}

/** Read at boot, so a missing CA file stops the server with a clear message rather than a connect. */
const tiktokHosts = tiktokHostOverrides({ webHost: env.get('TIKTOK_WEB_HOST'), caFile: env.get('TIKTOK_CA_FILE') })

/** The tiktok driver, loaded on first use (the connector is only imported when needed). */
async function tiktokDriver(): Promise<LiveDriver> {
  if (!tiktok) {
    const { TiktokDriver } = await import('../drivers/tiktok_driver.js')
    tiktok ??= new TiktokDriver({
      signApiUrl: env.get('SIGN_API_URL'),
      signApiKey: env.get('SIGN_API_KEY'),
      connectsPerMinute: TIKTOK_CONNECTS_PER_MINUTE,
      stallTimeoutMs: TIKTOK_STALL_TIMEOUT_MS,
      connectionOptions: tiktokHosts,
    })
  }
  return tiktok
}

/** Replaces the tiktok driver (tests point it at a local stand-in of TikTok). */
export function useTiktokDriver(driver: LiveDriver | null) {
  tiktok = driver
}

/**
 * The driver of creators without their own setting: LIVE_DRIVER, else the simulator, so a fresh
 * install makes no outbound attempts until an operator chooses TikTok.
 */
export function defaultDriverName(): LiveDriverName {
  return env.get('LIVE_DRIVER') ?? 'simulator'
}

export async function driverByName(name: LiveDriverName): Promise<LiveDriver> {
  return name === 'simulator' ? simulator : tiktokDriver()
}
