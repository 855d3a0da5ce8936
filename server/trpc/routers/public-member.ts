// What a member's own pages may show of them: never the WebAuthn handle or internal ids of
// other tables.
import { avatarInitials } from '../../../src/lib/validation/account.ts'
import type { Member } from '../../stores/accounts.ts'

export function publicMember(member: Member) {
  return {
    id: member.id,
    email: member.email,
    displayName: member.displayName,
    initials: avatarInitials(member.displayName),
    bio: member.bio,
    role: member.role,
    trusted: member.trusted,
    suspension: member.suspendedAt
      ? { since: member.suspendedAt, reason: member.suspensionReason ?? '' }
      : null,
    joinedAt: member.createdAt,
  }
}

export type PublicMember = ReturnType<typeof publicMember>
