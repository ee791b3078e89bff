import { SERVER_LANGUAGES, type ErrorParams, type ServerLanguage } from './error_codes.js'

/** A text with its `%{name}` placeholders filled in from `params` (an unknown name stays as written). */
export function interpolate(template: string, params: ErrorParams = {}): string {
  return template.replace(/%\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole
  )
}

/** A stored language code as one the server speaks; anything else reads as English. */
export function serverLanguage(value: unknown): ServerLanguage {
  return (SERVER_LANGUAGES as readonly unknown[]).includes(value) ? (value as ServerLanguage) : 'en'
}
