import { fieldTable } from '#core/database/field_table'
import type { GiftDto } from '../shared/live.js'

/** A gift's answer by its `live_gifts` columns: the one table of its fields. */
const GIFT = fieldTable<GiftDto>({
  id: 'id',
  gifterUsername: 'gifter_username',
  gifterDisplayName: 'gifter_display_name',
  giftName: 'gift_name',
  giftCount: 'gift_count',
  diamondValue: 'diamond_value',
  timestamp: { column: 'received_at', as: 'timestamp' },
  playerId: 'player_id',
})

/** A stored gift (the model) as its answer: the kiosk's list. */
export const giftDto = GIFT.fromModel

/** A gift's row as the ingest stored it (`received_at` its ISO time) as its answer: the push after its batch. */
export const giftDtoFromRow = GIFT.fromRow
