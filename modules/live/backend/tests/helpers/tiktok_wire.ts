/**
 * Protobuf wire encoding of the gift and chat messages the stand-in sends, field by field: the
 * generated encoders of tiktok-live-proto walk every one of User's ~120 fields and cost ~150 µs
 * per gift, too slow for a battle of thousands of messages a second. The field numbers are those
 * of tiktok-live-proto v3 (its generated `encode` functions); the connector decodes these bytes
 * with its own decoders (checked in tiktok_standin.spec.ts).
 */
export interface StandInGift {
  /** TikTok message ids are int64: digits only. */
  msgId: string
  uniqueId: string
  nickname?: string
  giftName: string
  giftType: number
  diamondCount: number
  repeatCount: number
  repeatEnd: boolean
  /** Shared by every frame of one streak. */
  groupId?: string
  /** The sender's stable TikTok id (digits). */
  userId?: string
}

export interface StandInChat {
  msgId: string
  uniqueId: string
  nickname?: string
  comment: string
}

const VARINT = 0
const LENGTH_DELIMITED = 2

class Wire {
  #bytes: number[] = []

  /** Unsigned varint; numbers beyond 2^53 (int64 ids as digits) go through BigInt. */
  #varint(value: number | bigint) {
    if (typeof value === 'bigint' && value <= BigInt(Number.MAX_SAFE_INTEGER)) value = Number(value)
    if (typeof value === 'bigint') {
      while (value >= 0x80n) {
        this.#bytes.push(Number(value & 0x7fn) | 0x80)
        value >>= 7n
      }
      this.#bytes.push(Number(value))
      return
    }
    while (value >= 0x80) {
      this.#bytes.push((value % 0x80) | 0x80)
      value = Math.floor(value / 0x80)
    }
    this.#bytes.push(value)
  }

  #tag(field: number, wireType: number) {
    this.#varint((field << 3) | wireType)
  }

  /** int32 and int64 (digits) fields; zero is the default and is left out, as protobuf does. */
  integer(field: number, value: number | string | undefined) {
    if (value === undefined || value === '' || value === 0 || value === '0') return this
    this.#tag(field, VARINT)
    this.#varint(typeof value === 'number' ? value : BigInt(value))
    return this
  }

  string(field: number, value: string | undefined) {
    return value ? this.bytes(field, Buffer.from(value, 'utf8')) : this
  }

  bytes(field: number, value: Uint8Array) {
    this.#tag(field, LENGTH_DELIMITED)
    this.#varint(value.length)
    for (let index = 0; index < value.length; index++) this.#bytes.push(value[index])
    return this
  }

  finish() {
    return Uint8Array.from(this.#bytes)
  }
}

/** CommonMessageData: msgId = 2, createTime = 4. */
const common = (msgId: string) => new Wire().integer(2, msgId).integer(4, Date.now()).finish()

/** User: id = 1, nickname = 3, displayId (the uniqueId) = 38. */
const user = (uniqueId: string, nickname?: string, userId?: string) =>
  new Wire().integer(1, userId).string(3, nickname).string(38, uniqueId).finish()

/** WebcastGiftMessage: common 1, repeatCount 5, user 7, repeatEnd 9, groupId 11, gift 15 (type 11, diamondCount 12, name 16). */
export function encodeGift(gift: StandInGift) {
  const details = new Wire().integer(11, gift.giftType).integer(12, gift.diamondCount).string(16, gift.giftName)
  return new Wire()
    .bytes(1, common(gift.msgId))
    .integer(5, gift.repeatCount)
    .bytes(7, user(gift.uniqueId, gift.nickname, gift.userId))
    .integer(9, gift.repeatEnd ? 1 : 0)
    .integer(11, gift.groupId)
    .bytes(15, details.finish())
    .finish()
}

/** WebcastChatMessage: common 1, user 2, content 3. */
export function encodeChat(chat: StandInChat) {
  return new Wire()
    .bytes(1, common(chat.msgId))
    .bytes(2, user(chat.uniqueId, chat.nickname))
    .string(3, chat.comment)
    .finish()
}
