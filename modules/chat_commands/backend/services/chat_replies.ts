import { ApiError } from '#core/http/api_error'
import type { ErrorParams, ServerLanguage } from '#core/shared/error_codes'
import { interpolate } from '#core/shared/interpolate'
import playersEn from '#modules/players/shared/errors/en'
import playersEs from '#modules/players/shared/errors/es'
import playersPt from '#modules/players/shared/errors/pt-BR'
import playersId from '#modules/players/shared/errors/id'
import playersAr from '#modules/players/shared/errors/ar'
import powerupsEn from '#modules/powerups/shared/errors/en'
import powerupsEs from '#modules/powerups/shared/errors/es'
import powerupsPt from '#modules/powerups/shared/errors/pt-BR'
import powerupsId from '#modules/powerups/shared/errors/id'
import powerupsAr from '#modules/powerups/shared/errors/ar'
import en, { type ChatReplies } from '../messages/en.js'
import es from '../messages/es.js'
import ptBR from '../messages/pt-BR.js'
import id from '../messages/id.js'
import ar from '../messages/ar.js'

const REPLIES: Record<ServerLanguage, ChatReplies> = { en, es, 'pt-BR': ptBR, id, ar }

/** The error texts a command can meet (players' and powerups'), by language: `errors.<module>.<name>`. */
const ERROR_TEXTS: Record<ServerLanguage, Record<string, Record<string, string>>> = {
  en: { ...playersEn.errors, ...powerupsEn.errors },
  es: { ...playersEs.errors, ...powerupsEs.errors },
  'pt-BR': { ...playersPt.errors, ...powerupsPt.errors },
  id: { ...playersId.errors, ...powerupsId.errors },
  ar: { ...playersAr.errors, ...powerupsAr.errors },
}

/** A reply in the creator's stream language. */
export function chatReply(language: ServerLanguage, key: keyof ChatReplies, params?: ErrorParams): string {
  return interpolate(REPLIES[language][key], params)
}

/** An error code's text in the stream language, when it is one a command can meet. */
export function codeReply(language: ServerLanguage, code: string, params?: ErrorParams): string | null {
  const [namespace, name] = code.split('.')
  const text = ERROR_TEXTS[language][namespace]?.[name]
  return text ? interpolate(text, params) : null
}

/** An error as a reply: its code's text in the stream language, else its English text, else "the command failed". */
export function errorReply(language: ServerLanguage, error: unknown): string {
  if (!(error instanceof ApiError)) return chatReply(language, 'failed')
  return codeReply(language, error.code, error.params) ?? error.message
}
