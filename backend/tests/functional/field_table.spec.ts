import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { fieldTable } from '#core/database/field_table'

interface Answer {
  id: number
  name: string
  tags: string[]
  on: boolean
  at: string | null
}

const ANSWER = fieldTable<Answer>({
  id: 'id',
  name: 'name',
  tags: { column: 'tags', as: 'json' },
  on: { column: 'is_on', as: 'boolean' },
  at: { column: 'happened_at', as: 'timestamp' },
})

const expected = { id: 7, name: 'Nova', tags: ['a', 'b'], on: true, at: '2026-11-29T07:00:00.123Z' }

test.group('Kernel field table: one answer shape, three builders', () => {
  test('a raw row, a model and PostgreSQL give the same answer, to the byte', async ({ assert }) => {
    const fromRow = ANSWER.fromRow({
      id: 7,
      name: 'Nova',
      tags: '["a","b"]',
      is_on: 1,
      happened_at: new Date(expected.at),
      not_in_the_table: 'left out',
    })
    const fromModel = ANSWER.fromModel({
      id: 7,
      name: 'Nova',
      tags: ['a', 'b'],
      isOn: true,
      happenedAt: DateTime.fromISO(expected.at),
    })
    assert.equal(JSON.stringify(fromRow), JSON.stringify(expected))
    assert.equal(JSON.stringify(fromModel), JSON.stringify(expected))
    assert.isNull(ANSWER.fromRow({ ...fromRow, happened_at: null }).at)

    if (db.connection().dialect.name !== 'postgres') return
    const { rows } = await db.rawQuery(
      `select ${ANSWER.jsonSql('r')} as answer, ${ANSWER.jsonSql('missing')} as none
      from (select 7 as id, 'Nova' as name, '["a","b"]'::text as tags, true as is_on, ?::timestamptz as happened_at) as r
      left join (select 1 as id, '' as name, '[]' as tags, false as is_on, now() as happened_at where false) as missing on true`,
      [expected.at]
    )
    assert.equal(JSON.stringify(rows[0].answer), JSON.stringify(expected))
    assert.isNull(rows[0].none)
  })
})
