/** Where the running version's source is (the server redirects to SOURCE_URL or its own archive). */
export const SOURCE_HREF = '/api/about/source'

/** Message keys of the source offer. */
export const SOURCE_TEXTS = { link: 'shell.source.link', notice: 'shell.source.notice' }
