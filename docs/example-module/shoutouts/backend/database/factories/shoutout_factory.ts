import factory from '@adonisjs/lucid/factories'
import Shoutout from '../../models/shoutout.js'

/** Shoutout rows for tests: `.merge({ creatorId })` names the tenant. */
export const ShoutoutFactory = factory
  .define(Shoutout, ({ faker }) => ({ message: faker.lorem.sentence(), sentBy: faker.person.firstName() }))
  .build()
