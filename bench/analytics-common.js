// What the analytics data generator and the analytics load benchmark share: the database and the admin.

/** The generator's database (dropped and recreated by bench/analytics-data.js). */
export const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/powerdeck_bench_analytics'

/** The admin the generator writes and the load benchmark signs in as. */
export const ADMIN = { email: 'admin@bench.local', password: 'Bench-pass-1!' }
