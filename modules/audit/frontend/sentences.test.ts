import { describe, expect, it } from 'vitest'
import { auditSentence, eventLabel } from '../shared/sentences'
import { auditExportWriter, formatAuditExport } from '../shared/export'
import { auditSubtitle, matchesSearch, topEventTypes } from './auditDisplay'
import { catalogue, sampleEntry } from './testSupport'

describe('audit sentences (docs/api/audit.md)', () => {
  it.each([
    [{ eventType: 'MODERATOR_LOGIN' }, 'logged in'],
    [{ eventType: 'USER_LOGIN' }, 'logged in'],
    [{ eventType: 'MODERATOR_LOGOUT' }, 'logged out'],
    [
      { eventType: 'POWERUP_GRANTED', details: { powerupType: 'glove', count: 2 }, targetName: 'Pia' },
      'granted 2 glove to Pia',
    ],
    [
      { eventType: 'POWERUP_GRANTED', details: { powerupType: 'TIME_MAKER' }, targetName: 'Pia' },
      'granted 1 time-maker to Pia',
    ],
    [{ eventType: 'POWERUP_USED', details: { powerupType: 'mist', count: 1 } }, 'used 1 mist'],
    [{ eventType: 'POWERUP_USED', details: { powerupType: 'stun-hammer', count: 'x' } }, 'used 1 stun-hammer'],
    [{ eventType: 'MODERATOR_PROMOTED', targetName: 'Zoe' }, 'promoted Zoe to moderator'],
    [{ eventType: 'MODERATOR_DEMOTED', targetName: 'Zoe' }, 'demoted Zoe from moderator'],
    [{ eventType: 'PLAYER_CREATED' }, 'Player created'],
    [{ eventType: 'PLAYER_DELETED' }, 'Player deleted'],
    // Other events read from their type, not a bare 'performed'.
    [{ eventType: 'MODERATOR_CREATED', targetName: 'nightmod' }, 'created moderator (nightmod)'],
    [{ eventType: 'SYSTEM_SETTINGS_UPDATED', targetName: null }, 'updated system settings'],
    [{ eventType: 'TWO_FACTOR_ENABLED', targetName: null }, 'enabled two-factor sign-in'],
    [{ eventType: 'TIKTOK_CONNECTED', targetName: null }, 'connected TikTok'],
    [{ eventType: 'CHAT_COMMAND', targetName: null }, 'performed chat command'],
  ])('%j → %s', (overrides, sentence) => {
    expect(auditSentence(sampleEntry(overrides), catalogue)).toBe(sentence)
  })

  it('reads sentences from the declarations: a template where declared, else the type', () => {
    const entry = {
      eventType: 'POWERUP_GRANTED',
      targetName: 'Nova',
      details: { powerupType: 'DOUBLE_POINTS', count: 2 },
    }
    expect(auditSentence(entry, catalogue)).toBe('granted 2 double-points to Nova')
    expect(auditSentence({ ...entry, targetName: null, details: {} }, catalogue)).toBe('granted 1 powerup to unknown')
    expect(auditSentence(entry, {})).toBe('performed powerup granted')
  })

  it('labels event types and keys the subtitle by role', () => {
    expect(eventLabel('MODERATOR_PASSWORD_RESET', catalogue)).toBe('Moderator Password Reset')
    expect(eventLabel('SOMETHING_NEW', catalogue)).toBe('Something New')
    expect(auditSubtitle('CREATOR')).toBe('audit.page.subtitleCreator')
    expect(auditSubtitle('ADMIN')).toBe('audit.page.subtitleAdmin')
    expect(auditSubtitle('MODERATOR')).toBe('audit.page.subtitleModerator')
  })

  it('search matches actor, details or target; filter buttons are the 5 most frequent types', () => {
    const entry = sampleEntry({ actorName: 'Mia', targetName: 'Pia', details: { reason: 'Birthday' } })
    expect(matchesSearch(entry, 'mia')).toBe(true)
    expect(matchesSearch(entry, 'PIA')).toBe(true)
    expect(matchesSearch(entry, 'birthday')).toBe(true)
    expect(matchesSearch(entry, 'nobody')).toBe(false)
    const entries = ['A', 'B', 'B', 'C', 'C', 'C', 'D', 'E', 'F', 'F'].map((eventType) => sampleEntry({ eventType }))
    expect(topEventTypes(entries)).toEqual(['C', 'B', 'F', 'A', 'D'])
  })

  it('exports CSV with the sentence and safe cells, and JSON with every field', () => {
    const entries = [
      sampleEntry({
        id: 1,
        actorName: '=SUM(A1)',
        targetName: 'Pia, "the great"',
        createdAt: '2025-03-04T10:00:00.000Z',
      }),
    ]
    const csv = formatAuditExport(entries, 'csv', catalogue).split('\r\n')
    expect(csv[0]).toBe(
      'id,createdAt,eventType,category,severity,actorType,actorName,summary,targetType,targetName,details,ipAddress'
    )
    expect(csv[1]).toBe(
      `1,2025-03-04T10:00:00.000Z,POWERUP_GRANTED,DATA_CHANGE,LOW,MODERATOR,'=SUM(A1),"'=SUM(A1) granted 2 glove to Pia, ""the great""",PLAYER,"Pia, ""the great""","{""powerupType"":""glove"",""count"":2}",127.0.0.1`
    )
    expect(JSON.parse(formatAuditExport(entries, 'json', catalogue))).toEqual(entries)
  })

  it('the server streams the same file in chunks as it builds in one piece', () => {
    const entries = [1, 2, 3, 4, 5].map((id) => sampleEntry({ id, details: { note: `line\n${id}`, nested: { id } } }))
    for (const format of ['csv', 'json'] as const) {
      const writer = auditExportWriter(format, catalogue)
      const streamed =
        writer.head() +
        writer.chunk(entries.slice(0, 2)) +
        writer.chunk([]) +
        writer.chunk(entries.slice(2)) +
        writer.tail()
      expect(streamed).toBe(formatAuditExport(entries, format, catalogue))
    }
    expect(formatAuditExport(entries, 'json', catalogue)).toBe(`${JSON.stringify(entries, null, 2)}\n`)
    expect(formatAuditExport([], 'json', catalogue)).toBe('[]\n')
    expect(formatAuditExport([], 'csv', catalogue)).toBe(
      'id,createdAt,eventType,category,severity,actorType,actorName,summary,targetType,targetName,details,ipAddress\r\n'
    )
  })
})
