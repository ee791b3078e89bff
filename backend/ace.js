/*
| JavaScript entrypoint for running ace commands in development: registers the TypeScript
| loader, then hands over to bin/console.ts.
*/
import 'ts-node-maintained/register/esm'
await import('./bin/console.js')
