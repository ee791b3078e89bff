import { defineConfig } from '@adonisjs/core/app'

export default defineConfig({
  commands: [
    () => import('@adonisjs/core/commands'),
    () => import('@adonisjs/lucid/commands'),
    // The enabled modules' commands (their manifests' `commands`).
    async () => (await import('#core/module_commands')).moduleCommands((await import('#config/modules')).default),
  ],
  directories: { commands: 'core/commands' },
  providers: [
    () => import('@adonisjs/core/providers/app_provider'),
    () => import('@adonisjs/core/providers/hash_provider'),
    { file: () => import('@adonisjs/core/providers/repl_provider'), environment: ['repl', 'test'] },
    () => import('@adonisjs/core/providers/vinejs_provider'),
    () => import('@adonisjs/cors/cors_provider'),
    () => import('@adonisjs/lucid/database_provider'),
    () => import('@adonisjs/auth/auth_provider'),
    () => import('@adonisjs/bouncer/bouncer_provider'),
    () => import('@adonisjs/redis/redis_provider'),
    () => import('@adonisjs/limiter/limiter_provider'),
    () => import('@adonisjs/transmit/transmit_provider'),
    () => import('#core/providers/powerdeck_provider'),
  ],
  preloads: [() => import('#start/validator'), () => import('#start/routes'), () => import('#start/kernel')],
  tests: {
    suites: [
      {
        name: 'unit',
        files: ['tests/unit/**/*.spec.ts', '../modules/*/backend/tests/unit/**/*.spec.ts'],
        timeout: 5000,
      },
      {
        name: 'functional',
        files: ['tests/functional/**/*.spec.ts', '../modules/*/backend/tests/functional/**/*.spec.ts'],
        timeout: 30000,
      },
    ],
    forceExit: true,
  },
})
