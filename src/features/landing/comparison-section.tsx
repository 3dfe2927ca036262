import { Icon } from '@/components/icons'
import { SectionHeading } from '@/components/section-heading'
import { comparisonRows } from './content-proof'
import { LandingSection } from './landing-section'

/** A table cell whose text leads with its verdict: a grey cross for generic advice, a green tick for SalesPath. */
function MarkedCell({
  mark,
  className,
  children,
}: {
  mark: 'x' | 'check'
  className: string
  children: string
}) {
  return (
    <td className={className}>
      <span className="flex items-start gap-2">
        <Icon
          name={mark}
          size={16}
          className={mark === 'x' ? 'mt-1 text-slate-500' : 'mt-1 text-emerald-600'}
        />
        {children}
      </span>
    </td>
  )
}

function ComparisonTable() {
  return (
    <div className="mx-auto mt-12 hidden max-w-4xl overflow-hidden rounded-card border border-slate-200 bg-surface shadow-card sm:block">
      <table className="w-full text-left">
        <caption className="sr-only">
          How SalesPath compares with generic career advice, topic by topic
        </caption>
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className="w-1/4 px-6 py-4">
              <span className="sr-only">Topic</span>
            </th>
            <th scope="col" className="px-6 py-4 font-semibold text-muted">
              Generic advice
            </th>
            <th scope="col" className="bg-brand-50 px-6 py-4 font-semibold text-brand-800">
              SalesPath
            </th>
          </tr>
        </thead>
        <tbody>
          {comparisonRows.map((row) => (
            <tr key={row.topic} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="px-6 py-4 align-top font-semibold text-ink">
                {row.topic}
              </th>
              <MarkedCell mark="x" className="px-6 py-4 align-top text-muted">
                {row.generic}
              </MarkedCell>
              <MarkedCell mark="check" className="bg-brand-50/60 px-6 py-4 align-top text-ink">
                {row.salesPath}
              </MarkedCell>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Phones get one card per topic: three table columns do not fit in 375px. */
function ComparisonCards() {
  return (
    <ul className="mt-10 space-y-4 sm:hidden">
      {comparisonRows.map((row) => (
        <li key={row.topic} className="rounded-card border border-slate-200 bg-surface p-5">
          <h3 className="font-semibold text-ink">{row.topic}</h3>
          <dl className="mt-3 space-y-3 text-sm">
            <div>
              <dt className="flex items-center gap-2 font-medium text-muted">
                <Icon name="x" size={16} className="text-slate-500" />
                Generic advice
              </dt>
              <dd className="mt-0.5 pl-6 text-muted">{row.generic}</dd>
            </div>
            <div className="rounded-lg bg-brand-50 px-3 py-2">
              <dt className="flex items-center gap-2 font-medium text-brand-800">
                <Icon name="check" size={16} className="text-emerald-600" />
                SalesPath
              </dt>
              <dd className="mt-0.5 pl-6 text-ink">{row.salesPath}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  )
}

export function ComparisonSection() {
  return (
    <LandingSection labelledBy="comparison-title" tone="canvas">
      <SectionHeading
        id="comparison-title"
        eyebrow="Why SalesPath"
        title="Generic career advice versus SalesPath"
        align="center"
      />
      <ComparisonTable />
      <ComparisonCards />
    </LandingSection>
  )
}
