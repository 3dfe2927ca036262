import { BeckyAvatar } from '@/components/becky-avatar'
import { SectionHeading } from '@/components/section-heading'
import { CtaLink } from './cta-link'
import { LandingSection } from './landing-section'
import { TickList } from './tick-list'

const beckyPoints = [
  'Remembers your goals, strengths, gaps and where you are on your roadmap',
  'Adapts to how you learn and how you feel about the search this week',
  'Runs on your device, so your conversations stay with you, even offline',
] as const

const sampleChat = [
  { from: 'you', text: 'My manager says I might be ready for AE. How do I make the case?' },
  {
    from: 'becky',
    text: 'Bring numbers: your meetings-to-pipeline rate for the last two quarters, and one deal you helped an AE close. Want me to draft the talking points?',
  },
] as const

export function MeetBeckySection() {
  return (
    <LandingSection labelledBy="becky-title" tone="tint">
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <div className="flex items-center gap-4">
            <BeckyAvatar size="large" mood="excited" />
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              Your AI career coach
            </p>
          </div>
          <SectionHeading
            id="becky-title"
            title="Meet Becky"
            description="Becky is the coach behind every roadmap. Ask about promotions, interviews, salary negotiation or switching tracks, day or night."
            className="mt-6"
          />
          <TickList
            items={beckyPoints}
            className="mt-6 space-y-3"
            itemClassName="flex items-start gap-3 text-ink"
            iconSize={18}
          />
          <div className="mt-8">
            <CtaLink>See the coach in Action</CtaLink>
          </div>
        </div>
        <figure className="rounded-card border border-slate-200 bg-surface p-5 shadow-card sm:p-6">
          <figcaption className="text-sm font-medium text-muted">A sample conversation</figcaption>
          <ol className="mt-4 space-y-3">
            {sampleChat.map((message) => (
              <li
                key={message.text}
                className={
                  message.from === 'you'
                    ? 'ml-auto max-w-[85%] rounded-2xl rounded-br-sm bg-brand-600 px-4 py-2.5 text-sm text-white'
                    : 'max-w-[85%] rounded-2xl rounded-bl-sm bg-slate-100 px-4 py-2.5 text-sm text-ink'
                }
              >
                <span className="sr-only">{message.from === 'you' ? 'You: ' : 'Becky: '}</span>
                {message.text}
              </li>
            ))}
          </ol>
        </figure>
      </div>
    </LandingSection>
  )
}
