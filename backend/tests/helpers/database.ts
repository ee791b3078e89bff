import db from '@adonisjs/lucid/services/db'

/** Drops every table of the test database so each run migrates from scratch. */
export async function resetDatabase() {
  const connection = db.connection()
  await connection.dropAllTables(connection.dialect.name === 'postgres' ? ['public'] : undefined)
}

/** Empties the given tables between tests (used where a global transaction cannot be). */
export async function truncate(...tables: string[]) {
  for (const table of tables) await db.connection().truncate(table, true)
}
