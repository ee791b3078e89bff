import { defineApiContract } from '#core/api_contract/contract'
import { markReadValidator } from './validators.js'

/** docs/api/notifications.md */
export default defineApiContract({
  tag: 'Notifications',
  description: 'Notices for the signed-in account.',
  routes: {
    'notifications.index': { summary: 'The account’s notices', responses: { 200: 'NoticesResponse' } },
    'notifications.read': {
      summary: 'Mark notices read: answers how many, and the notices',
      body: markReadValidator,
      responses: {
        200: {
          allOf: [
            { $ref: '#/components/schemas/NoticesResponse' },
            { properties: { marked: { type: 'integer' } }, required: ['marked'] },
          ],
        },
      },
    },
  },
})
