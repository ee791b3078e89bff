import vine from '@vinejs/vine'
import { withMessages } from '../http/validation.js'

/** A stream's uid: what @adonisjs/transmit-client generates (a UUID), or any similar token. */
export const STREAM_UID_PATTERN = /^[\w-]{8,100}$/
export const STREAM_UID_MESSAGE = 'uid must be 8 to 100 letters, digits, - or _ (a UUID)'

const uid = () => vine.string().regex(STREAM_UID_PATTERN)
const uidMessages = {
  'uid.required': 'uid is required: the id of your open push stream',
  'uid.string': STREAM_UID_MESSAGE,
  'uid.regex': STREAM_UID_MESSAGE,
}

/** GET /__transmit/events?uid=&ticket= */
export const openStreamValidator = withMessages(
  vine.compile(vine.object({ uid: uid(), ticket: vine.string().maxLength(200).optional() })),
  { ...uidMessages, 'ticket.string': 'ticket must be text', 'ticket.maxLength': 'ticket is not a stream ticket' }
)

/** GET /api/live/overlay/:secret/events?uid= and the overlay's subscribe. */
export const streamUidValidator = withMessages(vine.compile(vine.object({ uid: uid() })), uidMessages)

/** POST /__transmit/subscribe and /__transmit/unsubscribe: { uid, channel } */
export const channelRequestValidator = withMessages(
  vine.compile(vine.object({ uid: uid(), channel: vine.string().minLength(1).maxLength(200) })),
  {
    ...uidMessages,
    'channel.required': 'channel is required, e.g. creators/12',
    'channel.string': 'channel must be text, e.g. creators/12',
    'channel.minLength': 'channel is required, e.g. creators/12',
    'channel.maxLength': 'Unknown channel',
  }
)
