import vine from '@vinejs/vine'
import { idNumber, withMessages } from '#core/http/validation'
import { NOTICE_IDS_MAX } from '../shared/notices.js'

/** POST /api/notifications/read: some notices by id, or all of them without `ids`. */
export const markReadValidator = withMessages(
  vine.compile(vine.object({ ids: vine.array(idNumber()).minLength(1).maxLength(NOTICE_IDS_MAX).optional() })),
  {
    'ids.array': 'ids must be a list of notice ids',
    'ids.array.minLength': 'ids must name at least one notice',
    'ids.array.maxLength': `ids names at most ${NOTICE_IDS_MAX} notices`,
    ...Object.fromEntries(
      ['number', 'withoutDecimals', 'min', 'max', 'required'].map((rule) => [
        `ids.*.${rule}`,
        'ids must be a list of notice ids',
      ])
    ),
  }
)
