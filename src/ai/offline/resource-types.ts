import type { ResourceType } from '@/domain/catalogue'
import { hasCue, normalizeText } from '@/domain/coaching'

/** Resource types a learner asks for by name. */
const resourceTypeCues: readonly { cue: string; types: readonly ResourceType[] }[] = [
  // Whole words: 'book*' would catch 'booked', 'read*' would catch 'ready'.
  { cue: 'a book', types: ['book'] },
  { cue: 'books', types: ['book'] },
  { cue: 'good book', types: ['book'] },
  { cue: 'book on', types: ['book'] },
  { cue: 'book about', types: ['book'] },
  { cue: 'book recommendation*', types: ['book'] },
  { cue: 'read', types: ['book', 'article'] },
  { cue: 'reading', types: ['book', 'article'] },
  { cue: 'course*', types: ['course', 'certification'] },
  { cue: 'certif*', types: ['certification'] },
  { cue: 'video*', types: ['video'] },
  { cue: 'youtube', types: ['video'] },
  { cue: 'tool*', types: ['tool'] },
  { cue: 'template*', types: ['template', 'checklist'] },
]

export function wantedTypes(message: string): ResourceType[] {
  const normalized = normalizeText(message)
  return resourceTypeCues.filter((r) => hasCue(normalized, r.cue)).flatMap((r) => r.types)
}
