import { Command, action, parsePositiveInt } from '../../../cli/src/sdk.js'
import { LIVE_POLLING, RECENT_GIFTS_LIMIT, type GiftDto, type RecentGiftsResponse } from '../shared/live.js'
import { followCreatorChannel, giftLine } from './common.js'

interface GiftsOptions {
  limit: number
  follow?: boolean
  count?: number
}

export function liveGiftsCommand() {
  return new Command('gifts')
    .description('Recent gifts (as the kiosk shows them); --follow prints new ones as they arrive')
    .option(
      '--limit <n>',
      `how many recent gifts, 1-${RECENT_GIFTS_LIMIT.max}`,
      parsePositiveInt,
      RECENT_GIFTS_LIMIT.default
    )
    .option('--follow', 'keep printing new gifts (push; polls every 5 s if push is unavailable)')
    .option('--count <n>', 'with --follow: stop after this many new gifts', parsePositiveInt)
    .action(
      action<GiftsOptions>(async (ctx) => {
        const recent = () =>
          ctx.api
            .get<RecentGiftsResponse>('/api/tiktok-optimized/gifts/recent', { query: { limit: ctx.opts.limit } })
            .then((answer) => answer.gifts)
        const gifts = await recent()
        if (!ctx.opts.follow) {
          return ctx.out.result({ gifts }, () => {
            if (!gifts.length) return ctx.out.note('No Recent Gifts')
            gifts.forEach((gift) => ctx.out.line(giftLine(gift)))
          })
        }

        // Following: one line (or one JSON document per line) per new gift.
        const print = (gift: GiftDto) =>
          ctx.json ? ctx.io.stdout.write(`${JSON.stringify(gift)}\n`) : ctx.out.line(giftLine(gift))
        ;[...gifts].reverse().forEach(print)
        const seen = new Set(gifts.map((gift) => gift.id))
        const stop = new AbortController()
        let printed = 0
        const fresh = (gift: GiftDto) => {
          if (stop.signal.aborted || seen.has(gift.id)) return
          seen.add(gift.id)
          print(gift)
          if (ctx.opts.count && ++printed >= ctx.opts.count) stop.abort()
        }
        const finished = new Promise<void>((resolve) => stop.signal.addEventListener('abort', () => resolve()))
        const interrupt = () => stop.abort()
        process.once('SIGINT', interrupt)
        try {
          // By push; when the server ends the stream (its lifetime, a restart) reconnect and catch up.
          for (let first = true; !stop.signal.aborted; first = false) {
            const { done } = await followCreatorChannel(
              ctx,
              (message) => message.type === 'gifts' && message.gifts.forEach(fresh),
              stop.signal
            )
            if (first) ctx.out.info('Following new gifts by push (Ctrl+C to stop)...')
            else (await recent()).reverse().forEach(fresh)
            await Promise.race([finished, done])
          }
        } catch (error) {
          if (stop.signal.aborted) return
          ctx.out.warn(`Push unavailable (${(error as Error).message}); polling every ${LIVE_POLLING.giftsMs / 1000} s`)
          while (!stop.signal.aborted) {
            ;(await recent()).reverse().forEach(fresh)
            await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, LIVE_POLLING.giftsMs))])
          }
        } finally {
          process.off('SIGINT', interrupt)
          stop.abort()
        }
      })
    )
}
