import { useEffect, useState, type ReactNode } from 'react'
import { loadPublicCatalogs } from '../i18n'
import { SOURCE_HREF, SOURCE_TEXTS } from '../layout/source'
import { isLanguage, LANGUAGES, markLanguageChosen, setLanguage, useLanguage, useT } from '../shell/i18n'
import { cachedSiteName, fetchSite } from '../settings/siteName'
import { Icon } from './icons'
import './public.css'

const PRODUCT_NAME = 'Powerdeck'

/** The site name an admin set in System Settings: the last one seen until the server answers. */
function useSiteName() {
  const [name, setName] = useState(() => cachedSiteName() ?? PRODUCT_NAME)
  useEffect(() => {
    let current = true
    fetchSite().then(
      (site) => current && setName(site.siteName),
      () => undefined
    )
    return () => {
      current = false
    }
  }, [])
  return name
}

/** The page language before sign-in (the browser's picks first): each language named in itself. */
function LanguageSwitcher() {
  const language = useLanguage()
  const t = useT()
  return (
    <select
      className="pd-language"
      aria-label={t('shell.language.label')}
      value={language}
      onChange={(event) => {
        const chosen = event.target.value
        if (!isLanguage(chosen)) return
        markLanguageChosen(chosen)
        void loadPublicCatalogs(chosen).then((messages) => setLanguage(chosen, messages))
      }}
    >
      {LANGUAGES.map((entry) => (
        <option key={entry.code} value={entry.code} lang={entry.code}>
          {entry.label}
        </option>
      ))}
    </select>
  )
}

/**
 * The centred card of the signed-out pages, in plain elements and public.css (no MUI), so that the
 * first page stays small; it looks like the signed-in app's dark theme.
 */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  const siteName = useSiteName()
  const t = useT()
  return (
    <main className="pd-public">
      <div className="pd-brand">
        <span className="pd-brand__mark">
          <Icon name="bolt" />
        </span>
        <span className="pd-brand__name">{siteName}</span>
      </div>
      <div className="pd-card">
        <h1 className="pd-card__title">{title}</h1>
        <p className="pd-card__subtitle">{subtitle}</p>
        {children}
      </div>
      <LanguageSwitcher />
      <a className="pd-public__source" href={SOURCE_HREF}>
        {t(SOURCE_TEXTS.notice)} {t(SOURCE_TEXTS.link)}
      </a>
    </main>
  )
}
