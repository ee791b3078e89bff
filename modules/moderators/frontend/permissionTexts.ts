import { useTranslate } from 'react-admin'
import { useDeclaredPermissions } from '@shell'

/**
 * A permission's label or description, from the catalog of the module that declares it
 * (`<module>.permissions.<id>.label`); an id no enabled module declares shows as it is.
 */
export function usePermissionText() {
  const permissions = useDeclaredPermissions()
  const translate = useTranslate()
  return (id: string, text: 'label' | 'description' = 'label') => {
    const declared = permissions.find((permission) => permission.id === id)
    return declared ? translate(`${declared.module}.permissions.${id}.${text}`) : id
  }
}
