import { DisclosureItem } from '@/components/disclosure'
import { SectionHeading } from '@/components/section-heading'
import { faqs } from './content-pricing'
import { LandingSection } from './landing-section'

export function FaqSection() {
  return (
    <LandingSection labelledBy="faq-title">
      <div className="mx-auto max-w-3xl">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Questions, answered" align="center" />
        <div className="mt-10 border-t border-slate-200">
          {faqs.map((faq) => (
            <DisclosureItem key={faq.question} title={faq.question}>
              <p>{faq.answer}</p>
            </DisclosureItem>
          ))}
        </div>
      </div>
    </LandingSection>
  )
}
