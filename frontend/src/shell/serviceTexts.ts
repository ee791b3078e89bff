import type { TranslateFunction } from 'react-admin'
import { extensionPoint } from '../../../backend/core/shared/extensions'

/** The figures of one entry of the system health answer's `apis` (a module's own shape). */
export type ServiceFigures = Record<string, unknown>

/**
 * A monitored service's name and one-line detail in the page language. The server words them in
 * English (the CLI and logs read them); the admin's health pages show a service through its module's
 * contribution here when there is one, built from the same answer's `apis` figures.
 */
export interface ServiceText {
  /** The service's id in the answer ('tiktok-connector'). */
  id: string
  /** Its name: a catalog key. */
  name: string
  /** Its detail from the answer's `apis`; null keeps the server's line (figures missing). */
  detail: (apis: Record<string, ServiceFigures | undefined>, translate: TranslateFunction) => string | null
}

/** A module's service texts, loaded on demand with the health pages (`() => import('./monitoring/serviceTexts')`). */
export type ServiceTextsLoader = () => Promise<{ default: ServiceText[] }>

export const SERVICE_TEXTS = extensionPoint<ServiceTextsLoader>('shell.serviceTexts')
