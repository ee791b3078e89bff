import type { ServerLanguage } from '#core/shared/error_codes'
import ar from './ar.js'
import en, { type OverlayTexts } from './en.js'
import es from './es.js'
import id from './id.js'
import ptBR from './pt-BR.js'

/** The overlay's texts in each language the server speaks. */
export const OVERLAY_TEXTS: Record<ServerLanguage, OverlayTexts> = { en, es, 'pt-BR': ptBR, id, ar }
