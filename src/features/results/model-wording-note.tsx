/** Says plainly that the wording (not the scores) came from the on-device model. */
export function ModelWordingNote() {
  return (
    <p className="text-xs text-muted">
      Message and match reasons written by the on-device model from your results; the scores are
      SalesPath&apos;s own.
    </p>
  )
}
