import { createFileRoute } from '@tanstack/react-router'
import { ResumeUploadPage } from '@/features/resume-upload/resume-upload-page'
import { compactSearch, searchText } from '@/lib/search-params'

/** ?userId&firstName: whose resume, and the name to greet (spec section 2). */
export const Route = createFileRoute('/resume-upload')({
  validateSearch: (search: Record<string, unknown>) =>
    compactSearch({ userId: searchText(search.userId), firstName: searchText(search.firstName) }),
  component: ResumeUploadRoute,
})

function ResumeUploadRoute() {
  const { userId, firstName } = Route.useSearch()
  return <ResumeUploadPage userId={userId ?? null} firstName={firstName ?? null} />
}
