/** Saves a blob as a file download named `name` (e.g. the name an export's Content-Disposition gives). */
export function downloadBlob(name: string, blob: Blob) {
  const url = URL.createObjectURL(blob)
  const link = Object.assign(document.createElement('a'), { href: url, download: name })
  document.body.append(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(url)
}

/** Saves text made on the device as a file download (`name` as given, e.g. 'analytics_30d_20250304.csv'). */
export const downloadFile = (name: string, content: string, type: string) =>
  downloadBlob(name, new Blob([content], { type }))
