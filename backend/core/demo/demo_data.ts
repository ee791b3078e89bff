import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { BackendModule, DemoContext } from '../modules.js'
import User from '../users/user.js'

/** Demo accounts printed at start and in the README. */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@powerdeck.local', password: 'powerdeck-admin', name: 'Avery Admin' },
  creator: {
    email: 'creator@powerdeck.local',
    password: 'powerdeck-creator',
    name: 'Demo Creator',
    tiktokUsername: 'demo_creator',
  },
  creator2: {
    email: 'creator2@powerdeck.local',
    password: 'powerdeck-creator',
    name: 'Second Creator',
    tiktokUsername: 'demo_creator2',
  },
  moderator: {
    username: 'demo-mod',
    email: 'demo-mod@powerdeck.local',
    password: 'powerdeck-mod',
    name: 'Demo Moderator',
    tiktokUsername: 'demo_mod',
  },
} as const

/** Fills an empty database with the demo accounts, then lets each module add its data. */
export async function seedDemoData(modules: BackendModule[]) {
  const existing = await db.from('users').count('* as total').first()
  if (Number(existing?.total ?? 0) > 0) return false

  const { admin, creator, creator2, moderator } = DEMO_ACCOUNTS
  const adminUser = await User.create({ ...admin, role: 'ADMIN', isActive: true })
  const first = await User.create({ ...creator, role: 'CREATOR', isActive: true })
  const second = await User.create({ ...creator2, role: 'CREATOR', isActive: true })
  const mod = await User.create({ ...moderator, role: 'MODERATOR', isActive: true, creatorId: first.id })

  const context: DemoContext = {
    adminId: adminUser.id,
    creatorIds: [first.id, second.id],
    moderatorId: mod.id,
  }
  for (const module of modules) {
    if (module.demoData) await (await module.demoData()).default(context)
  }

  return true
}

/** Logged at every development start so the accounts are always at hand. */
export function logDemoAccounts() {
  const { admin, creator, creator2, moderator } = DEMO_ACCOUNTS
  logger.info(
    [
      'Demo accounts:',
      `  admin      ${admin.email} / ${admin.password}`,
      `  creator    ${creator.email} / ${creator.password} (TikTok @${creator.tiktokUsername})`,
      `  creator 2  ${creator2.email} / ${creator2.password} (TikTok @${creator2.tiktokUsername})`,
      `  moderator  ${moderator.username} / ${moderator.password} (TikTok @${moderator.tiktokUsername})`,
    ].join('\n')
  )
}
