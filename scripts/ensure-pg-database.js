// Creates the PostgreSQL database named in DATABASE_URL when it does not exist yet.
import pg from 'pg'

const target = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/powerdeck_test')
const name = decodeURIComponent(target.pathname.slice(1))
if (!/^[a-z0-9_]+$/i.test(name)) throw new Error(`Refusing odd database name: ${name}`)

const admin = new URL(target)
admin.pathname = '/postgres'
const client = new pg.Client({ connectionString: admin.toString() })
await client.connect()
const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
if (!rowCount) await client.query(`CREATE DATABASE "${name}"`)
await client.end()
