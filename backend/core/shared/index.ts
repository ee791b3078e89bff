/** The kernel's pure contracts: importable by the backend, the frontend (`@core/shared`) and the CLI. */
export * from './roles.js'
export * from './rules.js'
export * from './time.js'
export * from './acting.js'
export * from './audit.js'
export * from './audit_events.js'
export * from './settings.js'
export * from './csv.js'
