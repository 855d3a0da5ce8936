// Account data access for the forum's pages: the signed-in member, sign-in and sign-up, the
// profile, passkeys, export and deletion. Passkey ceremonies load the WebAuthn browser code
// only when a passkey button is pressed.
import { VISITOR_STATE_FRESH_MS } from '../../lib/forum-queries.ts'
import { trpc } from '../../lib/trpc.ts'

export function useMe() {
  return trpc.account.me.useQuery(undefined, { staleTime: VISITOR_STATE_FRESH_MS })
}

/** After a sign-in or sign-out every cached answer may differ: start from a clean cache. */
function useResetAfterSessionChange() {
  const utils = trpc.useUtils()
  return () => utils.invalidate()
}

export function useRequestEmailLink() {
  return trpc.account.requestEmailLink.useMutation()
}

export function useEmailLinkSignIn() {
  const reset = useResetAfterSessionChange()
  return trpc.account.useEmailLink.useMutation({ onSuccess: reset })
}

export function usePasskeySignIn() {
  const reset = useResetAfterSessionChange()
  const options = trpc.account.passkeySignInOptions.useMutation()
  const verify = trpc.account.passkeySignIn.useMutation({ onSuccess: reset })
  return {
    isPending: options.isPending || verify.isPending,
    error: verify.error ?? options.error,
    signIn: async () => {
      const { challengeId, options: optionsJSON } = await options.mutateAsync()
      const { startAuthentication } = await import('@simplewebauthn/browser')
      const response = await startAuthentication({ optionsJSON })
      return verify.mutateAsync({ challengeId, response })
    },
  }
}

export function useAddPasskey() {
  const utils = trpc.useUtils()
  const options = trpc.account.passkeyRegistrationOptions.useMutation()
  const add = trpc.account.addPasskey.useMutation({
    onSuccess: () => utils.account.passkeys.invalidate(),
  })
  return {
    isPending: options.isPending || add.isPending,
    error: add.error ?? options.error,
    add: async (name: string) => {
      const { challengeId, options: optionsJSON } = await options.mutateAsync()
      const { startRegistration } = await import('@simplewebauthn/browser')
      const response = await startRegistration({ optionsJSON })
      return add.mutateAsync({ challengeId, response, name })
    },
  }
}

export function usePasskeys(enabled: boolean) {
  return trpc.account.passkeys.useQuery(undefined, { enabled })
}

export function useRemovePasskey() {
  const utils = trpc.useUtils()
  return trpc.account.removePasskey.useMutation({
    onSuccess: () => utils.account.passkeys.invalidate(),
  })
}

export function useUpdateProfile() {
  const utils = trpc.useUtils()
  return trpc.account.updateProfile.useMutation({
    onSuccess: (member) => utils.account.me.setData(undefined, member),
  })
}

export function useExportData() {
  const utils = trpc.useUtils()
  return () => utils.account.exportData.fetch()
}

export function useSignOut() {
  const reset = useResetAfterSessionChange()
  return trpc.account.signOut.useMutation({ onSuccess: reset })
}

export function useSignOutEverywhere() {
  const reset = useResetAfterSessionChange()
  return trpc.account.signOutEverywhere.useMutation({ onSuccess: reset })
}

export function useDeleteAccount() {
  const reset = useResetAfterSessionChange()
  return trpc.account.deleteAccount.useMutation({ onSuccess: reset })
}
