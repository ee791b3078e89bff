import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react'
import { useT } from '../shell/i18n'
import { Icon } from './icons'

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & {
  label: string
  /** The field's error, shown under it in place of nothing. */
  error?: string
  /** A control inside the field's right edge (the password toggle). */
  end?: ReactNode
}

/** An outlined text field like the signed-in app's (floating label, error under it), without MUI. */
export function TextInput({ label, error, end, required, ...input }: InputProps) {
  const id = useId()
  return (
    <div className={`pd-field${error ? ' pd-field--error' : ''}`}>
      <div className="pd-field__box">
        <input
          {...input}
          id={id}
          className="pd-field__input"
          placeholder=" "
          required={required}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label className="pd-field__label" htmlFor={id}>
          {label}
          {required && <span aria-hidden="true">{'\u2009*'}</span>}
        </label>
        {end}
      </div>
      {error && (
        <p className="pd-field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}

/** A password field with a Show password / Hide password toggle. */
export function PasswordInput(props: Omit<InputProps, 'type' | 'end'>) {
  const [shown, setShown] = useState(false)
  const t = useT()
  return (
    <TextInput
      {...props}
      type={shown ? 'text' : 'password'}
      end={
        <button
          type="button"
          className="pd-field__toggle"
          aria-label={shown ? t('shell.ui.hidePassword') : t('shell.ui.showPassword')}
          onClick={() => setShown((visible) => !visible)}
        >
          <Icon name={shown ? 'visibilityOff' : 'visibility'} />
        </button>
      }
    />
  )
}
