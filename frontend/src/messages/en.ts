/** The shell's English texts: the source shape of the other languages' catalogs. */
const en = {
  shell: {
    loading: 'Loading',
  },
}

export default en
export type ShellMessages = typeof en
