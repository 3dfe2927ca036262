import type { ReactNode } from 'react'
import { TitledSection } from '@/lib/titled-section'

/** One section of the role profile, under a large h2. */
export function ProfileSection(props: { id: string; title: string; children: ReactNode }) {
  return (
    <TitledSection
      {...props}
      className="flex flex-col gap-4"
      headingClassName="text-2xl font-bold tracking-tight text-ink"
    />
  )
}
