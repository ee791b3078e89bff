/** Where the running version's source is (the server redirects to SOURCE_URL or its own archive). */
export const SOURCE_HREF = '/api/about/source'

export const SOURCE_TEXTS = {
  link: 'Source code',
  notice: 'Powerdeck is free software under the GNU AGPL.',
}
