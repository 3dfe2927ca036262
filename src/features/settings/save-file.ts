/** Saves text as a file through a temporary object URL (works offline: nothing is fetched). */
export function saveTextFile(text: string, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked on the next task: the download has started by then.
  setTimeout(() => {
    URL.revokeObjectURL(url)
  }, 0)
}
