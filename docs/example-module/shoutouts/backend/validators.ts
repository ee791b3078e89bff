import vine from '@vinejs/vine'

/** POST /api/shoutouts. The length limit is a setting: the service checks it. */
export const sendShoutoutValidator = vine.compile(
  vine.object({ message: vine.string().trim().minLength(1).maxLength(500) })
)
