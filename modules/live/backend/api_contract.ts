import { defineApiContract, successWith } from '#core/api_contract/contract'
import { connectValidator, driverValidator, recentFeedValidator, simulatorEventValidator } from './validators.js'
import { streamUidValidator } from '#core/push/validators'

const simulated = {
  anyOf: [
    { $ref: '#/components/schemas/SimulatorEventResponse' },
    { $ref: '#/components/schemas/SimulatorBatchResponse' },
  ],
}

const text = { type: 'string' }

/** docs/api/live.md */
export default defineApiContract({
  tag: 'Live',
  description: 'The TikTok LIVE connection, the simulator and the overlay.',
  routes: {
    'live.tiktok.status': { summary: 'Connection status', responses: { 200: 'LiveStatusResponse' } },
    'live.gifts.recent': {
      summary: 'Recent gifts',
      query: recentFeedValidator,
      responses: { 200: 'RecentGiftsResponse' },
    },
    'live.gifts.clear': {
      summary: 'Clear the recent gifts',
      responses: { 200: successWith({ message: text, cleared: { type: 'integer' } }) },
    },
    'live.tiktok.connect': {
      summary: 'Connect to the creator’s LIVE',
      body: connectValidator,
      responses: { 200: 'ConnectResponse', 409: 'ConnectResponse', 429: 'ConnectResponse', 502: 'ConnectResponse' },
    },
    'live.tiktok.disconnect': {
      summary: 'Disconnect from the LIVE',
      responses: { 200: successWith({ message: text, status: { type: 'object' } }) },
    },
    'live.tiktok.apiStats': { summary: 'Connector API usage', responses: { 200: 'LiveApiStatsResponse' } },
    'live.driver.show': {
      summary: 'Which driver feeds the LIVE (TikTok or the simulator)',
      responses: { 200: 'LiveDriverResponse' },
    },
    'live.driver.update': {
      summary: 'Change the driver',
      body: driverValidator,
      responses: { 200: 'LiveDriverResponse' },
    },
    'live.simulator.event': {
      summary: 'Send simulated LIVE events: one event, or { events } for a batch',
      body: simulatorEventValidator,
      responses: { 200: simulated },
    },
    'live.overlay.show': { summary: 'The overlay link', responses: { 200: 'OverlayResponse' } },
    'live.overlay.create': { summary: 'Make a new overlay link', responses: { 200: 'OverlayResponse' } },
    'live.overlay.revoke': { summary: 'Revoke the overlay link', responses: { 200: 'OverlayResponse' } },
    'live.overlay.state': {
      summary: 'What the overlay shows (public, by its secret)',
      responses: { 200: 'OverlayStateResponse' },
    },
    'live.overlay.events': {
      summary: 'The overlay’s event stream',
      query: streamUidValidator,
      produces: 'text/event-stream',
    },
    'live.overlay.subscribe': {
      summary: 'Subscribe an overlay stream',
      body: streamUidValidator,
      responses: { 204: {} },
    },
  },
})
