import 'reflect-metadata'
import { Ignitor } from '@adonisjs/core'

/** Shared by server, console and test entrypoints: one place that knows the app root. */
export const APP_ROOT = new URL('../', import.meta.url)

export function createIgnitor() {
  const importer = (filePath: string) => {
    if (filePath.startsWith('./') || filePath.startsWith('../')) {
      return import(new URL(filePath, APP_ROOT).href)
    }
    return import(filePath)
  }
  return new Ignitor(APP_ROOT, { importer }).tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
    app.listen('SIGTERM', () => app.terminate())
    app.listen('SIGINT', () => app.terminate())
  })
}
