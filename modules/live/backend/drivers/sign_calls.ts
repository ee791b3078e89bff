const DAY_MS = 24 * 60 * 60_000
const callTimes: number[] = []

/** One call to the sign server (the tiktok driver records them). */
export function recordSignCall(now = Date.now()) {
  while (callTimes.length && callTimes[0] < now - DAY_MS) callTimes.shift()
  callTimes.push(now)
}

/** Sign-server calls this process made in the last 24 hours (admin API monitoring). */
export function signCallsLastDay(now = Date.now()) {
  return callTimes.filter((at) => at >= now - DAY_MS).length
}
