import { createFileRoute } from '@tanstack/react-router'
import { RoleProfilePage } from '@/features/role-profile/role-profile-page'

export const Route = createFileRoute('/_authed/role/$roleId')({
  component: RoleProfilePage,
})
