import type { ReactNode } from 'react'
import { Container } from '@/components/container'
import { SectionHeading } from '@/components/section-heading'

/** Links inside the legal pages' prose. */
export const legalLinkClasses =
  'font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800'

/** One titled section of a legal page (the layout styles its h2). */
export { TitledSection as LegalSection } from '@/lib/titled-section'

/** The frame the three legal pages share: one h1, a lead line and plain sections. */
export function LegalLayout({
  title,
  lead,
  children,
}: {
  title: string
  lead: string
  children: ReactNode
}) {
  return (
    <main id="main" className="py-10 sm:py-12">
      <Container size="sm">
        <SectionHeading level={1} title={title} description={lead} />
        <div className="mt-8 flex flex-col gap-8 text-ink [&_h2]:text-xl [&_h2]:font-semibold [&_li]:mt-1 [&_p]:mt-2 [&_ul]:mt-2 [&_ul]:list-disc [&_ul]:pl-5">
          {children}
        </div>
      </Container>
    </main>
  )
}
