import type { Translation } from '../shell/i18n'
import type { ShellMessages } from './en'

export default {
  shell: {
    loading: 'Carregando',
  },
} satisfies Translation<ShellMessages>
