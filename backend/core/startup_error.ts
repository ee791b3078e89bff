/**
 * A start that cannot succeed (a data folder that cannot be written, a database that does not
 * answer, a failed migration): bin/server.ts prints its message, which names the path or address
 * and the cause, and exits non-zero.
 */
export class StartupError extends Error {}
