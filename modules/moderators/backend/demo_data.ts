import type { DemoContext } from '#core/modules'
import { seedDemoModerator } from './services/moderators_service.js'

/** The core's demo moderator `demo-mod` gets a profile with every permission. */
export default async function moderatorsDemoData(context: DemoContext) {
  await seedDemoModerator(context.moderatorId)
}
