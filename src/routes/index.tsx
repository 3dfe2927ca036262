import { createFileRoute } from '@tanstack/react-router'
import { ChatWidget } from '@/features/coach/chat-widget'
import { LandingPage } from '@/features/landing/landing-page'
import { compactSearch, searchChoice, searchText } from '@/lib/search-params'

/** ?chat=open opens Becky on arrival; ?userId is the id the chat sends (spec section 6). */
export const Route = createFileRoute('/')({
  validateSearch: (search: Record<string, unknown>) =>
    compactSearch({
      chat: searchChoice(search.chat, ['open'] as const),
      userId: searchText(search.userId),
    }),
  component: LandingRoute,
})

function LandingRoute() {
  const { chat, userId } = Route.useSearch()
  return (
    <LandingPage
      chatWidget={<ChatWidget openOnArrival={chat === 'open'} userId={userId ?? null} />}
    />
  )
}
