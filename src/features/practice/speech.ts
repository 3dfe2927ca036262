/**
 * Optional voice: reads the prospect's lines aloud where the browser has speech synthesis. Missing
 * support is simply "no voice": the toggle is hidden and nothing else changes.
 */
export function canSpeak(): boolean {
  return (
    typeof window !== 'undefined' &&
    'speechSynthesis' in window &&
    typeof SpeechSynthesisUtterance !== 'undefined'
  )
}

export function speak(text: string): void {
  if (!canSpeak()) return
  try {
    window.speechSynthesis.cancel()
    window.speechSynthesis.speak(new SpeechSynthesisUtterance(text))
  } catch {
    // A browser that refuses to speak leaves the text on screen; the call goes on.
  }
}

export function stopSpeaking(): void {
  if (canSpeak()) window.speechSynthesis.cancel()
}
