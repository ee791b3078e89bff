import { BlockList, isIP } from 'node:net'
import { lookup } from 'node:dns/promises'
import env from '#start/env'
import { ApiError } from '#core/http/api_error'
import { WEBHOOK_LIMITS, WEBHOOK_TEXTS } from '../../shared/webhooks.js'
import { WEBHOOKS_ERRORS } from '../../shared/error_codes.js'

/**
 * Where a webhook may not be sent on a user's say-so (SSRF): loopback, private, link-local (cloud
 * metadata 169.254.169.254), CGNAT, unique-local IPv6, multicast, and the other reserved ranges.
 */
const BLOCKED = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  BLOCKED.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['100::', 64],
] as const)
  BLOCKED.addSubnet(network, prefix, 'ipv6')

/** An IPv6 address carrying an IPv4 one (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::a.b.c.d): the IPv4 one. */
function embeddedIpv4(address: string): string | null {
  const match = /^(?:::ffff:|64:ff9b::)(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i.exec(address)
  if (!match) return null
  if (match[1]) return match[1]
  const high = Number.parseInt(match[2], 16)
  const low = Number.parseInt(match[3], 16)
  return [high >> 8, high & 255, low >> 8, low & 255].join('.')
}

/** Whether an IP address is one a webhook may not reach. */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 4) return BLOCKED.check(address, 'ipv4')
  if (family !== 6) return true
  const inner = embeddedIpv4(address)
  return inner ? BLOCKED.check(inner, 'ipv4') : BLOCKED.check(address, 'ipv6')
}

/** The operator's switch for self-hosted receivers on the same network (WEBHOOK_ALLOW_PRIVATE_TARGETS). */
export const privateTargetsAllowed = () => env.get('WEBHOOK_ALLOW_PRIVATE_TARGETS') === true

/** A webhook URL's form: http(s), a host, no credentials (400 with a clear message otherwise). */
export function parseTargetUrl(text: string): URL {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new ApiError(400, WEBHOOK_TEXTS.urlInvalid, WEBHOOKS_ERRORS.url_invalid)
  }
  if (!['http:', 'https:'].includes(url.protocol) || !url.hostname)
    throw new ApiError(400, WEBHOOK_TEXTS.urlInvalid, WEBHOOKS_ERRORS.url_invalid)
  if (url.username || url.password)
    throw new ApiError(400, WEBHOOK_TEXTS.urlCredentials, WEBHOOKS_ERRORS.url_credentials)
  return url
}

export interface CheckedAddress {
  address: string
  family: 4 | 6
}

/**
 * Resolves the URL's host once and checks every address it names: the caller connects to the
 * answered address, never resolving again (a DNS answer changed in between cannot slip through).
 */
export async function resolveTarget(url: URL): Promise<CheckedAddress> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
  let addresses: { address: string; family: number }[]
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }]
  else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true })
    } catch {
      throw new ApiError(400, WEBHOOK_TEXTS.unresolvable(host), WEBHOOKS_ERRORS.unresolvable, { host })
    }
  }
  if (!addresses.length)
    throw new ApiError(400, WEBHOOK_TEXTS.unresolvable(host), WEBHOOKS_ERRORS.unresolvable, { host })
  if (!privateTargetsAllowed() && addresses.some(({ address }) => isBlockedAddress(address)))
    throw new ApiError(400, WEBHOOK_TEXTS.privateTarget, WEBHOOKS_ERRORS.private_target)
  const [first] = addresses
  return { address: first.address, family: first.family === 6 ? 6 : 4 }
}

/** Checks a URL a user gives (form, then every address its host resolves to). */
export async function checkTarget(text: string) {
  const url = parseTargetUrl(text)
  await resolveTarget(url)
  return url
}

export const TIMEOUT_MS = WEBHOOK_LIMITS.timeoutSeconds * 1000
